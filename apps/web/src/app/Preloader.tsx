import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Screen = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
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

/** Shown while the first screen's code and data load. */
export function Preloader() {
  const { t } = useTranslation();
  return (
    <Screen role="status" aria-live="polite">
      <Ring aria-hidden />
      <Hidden>{t('common.loading')}</Hidden>
    </Screen>
  );
}
