import { type ImgHTMLAttributes, type ReactNode, useState } from 'react';
import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { Icon } from '../Icon/Icon';

export interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** The image to show. Empty or failing sources show the fallback. */
  src?: string;
  /** Alternative text (empty string for decorative images). */
  alt: string;
  /** Image tried when src fails (e.g. the app's fallback image). */
  fallbackSrc?: string;
  /** Rendered when both fail; default a neutral box with an image icon. */
  fallback?: ReactNode;
  /** Called once when src fails to load. */
  onFallback?: () => void;
}

const Placeholder = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  min-height: var(--ug-sizes-icon);
  background: var(--ug-colors-surface-muted);
  color: var(--ug-colors-text-muted);
`;

/** An <img> that swaps to a fallback image, then a placeholder, when loading fails. */
export function ImageWithFallback({
  src,
  alt,
  fallbackSrc,
  fallback,
  onFallback,
  onError,
  ...rest
}: ImageWithFallbackProps) {
  const { t } = useUiText();
  // Stage 0: src, 1: fallbackSrc, 2: placeholder. A new source starts over (state derived
  // from props during render, not in an effect).
  const initial = src ? 0 : fallbackSrc ? 1 : 2;
  const [state, setState] = useState({ src, fallbackSrc, stage: initial });
  if (state.src !== src || state.fallbackSrc !== fallbackSrc) {
    setState({ src, fallbackSrc, stage: initial });
  }
  const stage = state.src === src && state.fallbackSrc === fallbackSrc ? state.stage : initial;
  const setStage = (next: number) => setState({ src, fallbackSrc, stage: next });

  if (stage === 2) {
    return (
      <>
        {fallback ?? (
          <Placeholder
            role={alt ? 'img' : undefined}
            aria-label={alt ? `${alt} (${t('image.fallback')})` : undefined}
            aria-hidden={alt ? undefined : true}
          >
            <Icon name="image" />
          </Placeholder>
        )}
      </>
    );
  }
  return (
    <img
      {...rest}
      src={stage === 0 ? src : fallbackSrc}
      alt={alt}
      data-fallback={stage === 1 || undefined}
      onError={(event) => {
        onError?.(event);
        if (stage === 0) onFallback?.();
        setStage(stage === 0 && fallbackSrc ? 1 : 2);
      }}
    />
  );
}
