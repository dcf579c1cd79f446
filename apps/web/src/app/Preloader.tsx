import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

import { shellShown } from '../lib/page-shell';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The page's column, as the shell in index.html draws it before any script has run. */
const Column = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  max-width: var(--ug-layout-column-max-width);
  min-height: 100vh;
  margin: 0 auto;
  background: var(--ug-colors-surface);
`;

const Bar = styled.div`
  height: var(--ug-layout-header-height);
  background: var(--ug-colors-top-bar);
  box-shadow: var(--ug-shadows-sm);
`;

/** The ring, in the column below the bar (placed apart from the flow, as in the shell). */
const Body = styled.div`
  position: absolute;
  inset: var(--ug-layout-header-height) 0 0;
  display: grid;
  place-items: center;
`;

const Ring = styled.span`
  width: var(--ug-sizes-preloader);
  height: var(--ug-sizes-preloader);
  border-radius: var(--ug-radii-round);
  border: 4px solid var(--ug-colors-primary-subtle);
  border-top-color: var(--ug-colors-primary);
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
 * Shown while a screen's code loads when the page's shell is gone (the error pages): the shell of
 * index.html drawn by the app (the column, the top bar, the ring).
 */
export function Preloader() {
  const { t } = useTranslation();
  return (
    <Column role="status" aria-live="polite">
      <Bar aria-hidden />
      <Body>
        <Ring aria-hidden />
      </Body>
      <Hidden>{t('common.loading')}</Hidden>
    </Column>
  );
}

/**
 * The first load of a visit (the router's HydrateFallback). The page's shell is still on screen
 * (lib/page-shell.ts) and stays until the first screen is drawn: this says "loading" to screen readers
 * only. Without the shell (a test, a page that lost it), the preloader.
 */
export function FirstLoad() {
  const { t } = useTranslation();
  if (!shellShown()) return <Preloader />;
  return (
    <Hidden role="status" aria-live="polite">
      {t('common.loading')}
    </Hidden>
  );
}
