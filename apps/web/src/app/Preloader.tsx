import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

import type { EarlyPicture, EarlyPictureEvent } from '../early';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The page's column, as the shell in index.html draws it before any script has run. */
const Column = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  max-width: ${({ theme }) => theme.layout.columnMaxWidth}px;
  min-height: 100vh;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.surface};
`;

const Bar = styled.div`
  height: ${({ theme }) => theme.layout.headerHeight}px;
  background: ${({ theme }) => theme.colors.topBar};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/**
 * The first screen's largest picture, where the screen draws it: the home's first banner (Home's
 * Banners and the kit's Carousel at 16:9), a product's first image (the screen's padding, 4:3).
 */
const Picture = styled.div<{ $shape: NonNullable<EarlyPicture['shape']> }>`
  padding: ${({ theme }) => `${theme.space.space400}px ${theme.space.space400}px 0`};

  img {
    display: block;
    width: 100%;
    aspect-ratio: ${({ $shape }) => ($shape === 'product' ? '4 / 3' : '16 / 9')};
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.lg}px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** The ring, in the column below the bar: placed apart, so the banner's arrival moves nothing. */
const Body = styled.div`
  position: absolute;
  inset: ${({ theme }) => theme.layout.headerHeight}px 0 0;
  display: grid;
  place-items: center;
`;

const Ring = styled.span`
  width: ${({ theme }) => theme.sizes.preloader}px;
  height: ${({ theme }) => theme.sizes.preloader}px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 4px solid ${({ theme }) => theme.colors.primarySubtle};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.9s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

/**
 * Shown while a screen's code and data load: the shell of index.html again (the column, the top
 * bar, the ring), so the app takes over from the page without a jump; with `picture`, the first
 * screen's largest picture where that screen draws it.
 */
export function Preloader({ picture }: { picture?: EarlyPicture | undefined }) {
  const { t } = useTranslation();
  return (
    <Column role="status" aria-live="polite">
      <Bar aria-hidden />
      {picture?.shape ? (
        <Picture aria-hidden $shape={picture.shape}>
          <img src={picture.href} alt="" />
        </Picture>
      ) : null}
      <Body>
        <Ring aria-hidden />
      </Body>
      <Hidden>{t('common.loading')}</Hidden>
    </Column>
  );
}

const EARLY_PICTURE_EVENT: EarlyPictureEvent = 'ugift:early-picture';
const earlyPicture = () => globalThis.window?.ugiftEarly?.picture;

/**
 * The first load of a visit (the router's HydrateFallback): keeps the first screen's largest
 * picture on screen when the page's early script has drawn it into the shell, and shows it when
 * the early script learns it after the app has replaced the shell (src/early.ts).
 */
export function FirstLoad() {
  const [picture, setPicture] = useState(earlyPicture);
  useEffect(() => {
    if (picture) return undefined;
    const show = () => setPicture(earlyPicture());
    window.addEventListener(EARLY_PICTURE_EVENT, show);
    return () => window.removeEventListener(EARLY_PICTURE_EVENT, show);
  }, [picture]);
  return <Preloader picture={picture} />;
}
