import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Screen = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
`;

const Ring = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 4px solid rgb(21 101 192 / 20%);
  border-top-color: rgb(21 101 192);
  animation: ${spin} 0.9s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Shown while the first screen's code and data load. */
export function Preloader() {
  const { t } = useTranslation();
  return (
    <Screen role="status" aria-live="polite">
      <Ring aria-hidden />
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
        {t('common.loading')}
      </span>
    </Screen>
  );
}
