import { type ReactNode, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';

import { motion } from '../../theme/tokens';
import { useUiText } from '../../i18n/useUiText';
import { Icon } from '../Icon/Icon';
import { nextSlide, previousSlide, swipeDirection, usePrefersReducedMotion } from './slides';
import { hitArea, pressable } from '../../theme/interaction';

export interface CarouselProps {
  /** The slides (banners, product images). */
  slides: ReactNode[];
  /** Milliseconds between advances. Default 5000 (spec section 9). */
  interval?: number;
  /** Advance automatically. Default true; off when the user prefers reduced motion. */
  autoPlay?: boolean;
  /** Wrap from the last slide to the first. Default true. */
  loop?: boolean;
  /** Slide shown first. Default 0. */
  defaultIndex?: number;
  /** Called when the slide changes. */
  onIndexChange?: (index: number) => void;
  /** Accessible name of the carousel (default from i18n 'carousel.label'). */
  label?: string;
  /** Height of the slides as a CSS aspect ratio. Default '16 / 9'. */
  aspectRatio?: string;
}

const Region = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: var(--ug-radii-lg);
  background: var(--ug-colors-surface-muted);
  touch-action: pan-y;
`;

const Track = styled.div<{ $animate: boolean }>`
  display: flex;
  transition: ${({ theme, $animate }) =>
    $animate ? `transform ${theme.motion.slow}ms ${theme.motion.easing}` : 'none'};
`;

const Slide = styled.div<{ $ratio: string }>`
  flex: 0 0 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Controls = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: var(--ug-space-space100);
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--ug-space-space50);
`;

const Dot = styled.button`
  ${hitArea}
  ${pressable}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--ug-space-space600);
  height: var(--ug-space-space600);
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    width: var(--ug-space-space200);
    height: var(--ug-space-space200);
    border-radius: var(--ug-radii-round);
    background: var(--ug-colors-surface);
    box-shadow: 0 0 0 var(--ug-sizes-border) var(--ug-colors-border-strong);
  }
  &[aria-current='true']::before {
    width: var(--ug-space-space400);
    border-radius: var(--ug-radii-pill);
    background: var(--ug-colors-primary);
  }
`;

const Toggle = styled.button`
  ${hitArea}
  ${pressable}
  position: absolute;
  right: var(--ug-space-space200);
  bottom: var(--ug-space-space200);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--ug-sizes-control-small);
  height: var(--ug-sizes-control-small);
  border: 0;
  border-radius: var(--ug-radii-round);
  background: var(--ug-colors-overlay);
  color: var(--ug-colors-on-primary);
  cursor: pointer;
`;

/**
 * Auto-advancing, looping carousel: swipe, dots, pause/play. It holds while hovered or
 * focused; when the user prefers reduced motion it starts paused and slides without animation.
 */
export function Carousel({
  slides,
  interval = motion.carouselInterval,
  autoPlay = true,
  loop = true,
  defaultIndex = 0,
  onIndexChange,
  label,
  aspectRatio = '16 / 9',
}: CarouselProps) {
  const { t } = useUiText();
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const [index, setIndex] = useState(Math.min(defaultIndex, Math.max(count - 1, 0)));
  // Reduced motion: start paused; the user may still press Play.
  const [playing, setPlaying] = useState(autoPlay && !reducedMotion);
  const [hold, setHold] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const onIndexChangeRef = useRef(onIndexChange);
  useEffect(() => {
    onIndexChangeRef.current = onIndexChange;
  });

  const go = (next: number) => {
    setIndex(next);
    onIndexChangeRef.current?.(next);
  };

  const running = playing && !hold && count > 1;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setIndex((current) => {
        const next = nextSlide(current, count, loop);
        onIndexChangeRef.current?.(next);
        return next;
      });
    }, interval);
    return () => clearInterval(timer);
  }, [running, interval, count, loop]);

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={label ?? t('carousel.label')}
      onMouseEnter={() => setHold(true)}
      onMouseLeave={() => setHold(false)}
      onFocus={() => setHold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHold(false);
      }}
      onPointerDown={(event) => {
        start.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerUp={(event) => {
        if (!start.current) return;
        const direction = swipeDirection(
          event.clientX - start.current.x,
          event.clientY - start.current.y,
        );
        start.current = null;
        if (direction === 1) go(nextSlide(index, count, loop));
        if (direction === -1) go(previousSlide(index, count, loop));
      }}
    >
      <Track
        $animate={!reducedMotion}
        style={{ transform: `translateX(-${index * 100}%)` }}
        aria-live={running ? 'off' : 'polite'}
      >
        {slides.map((slide, i) => (
          <Slide
            key={i}
            $ratio={aspectRatio}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { index: i + 1, count })}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            {slide}
          </Slide>
        ))}
      </Track>
      {count > 1 ? (
        <>
          <Controls>
            {slides.map((_, i) => (
              <Dot
                key={i}
                type="button"
                aria-label={t('carousel.goTo', { index: i + 1 })}
                aria-current={i === index}
                onClick={() => go(i)}
              />
            ))}
          </Controls>
          <Toggle
            type="button"
            aria-label={playing ? t('carousel.pause') : t('carousel.play')}
            onClick={() => setPlaying((p) => !p)}
          >
            <Icon name={playing ? 'pause' : 'play'} size="small" />
          </Toggle>
        </>
      ) : null}
    </Region>
  );
}
