import { useTheme, styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { Spinner } from './Spinner';

export interface PreloaderProps {
  /** Accessible label (default from i18n 'common.loading'). */
  label?: string;
  /** Cover the whole viewport (the app's start-up preloader). Default false: fills its parent. */
  fullScreen?: boolean;
}

const Overlay = styled.div<{ $full: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  color: var(--ug-colors-primary);
  background: var(--ug-colors-surface);
  ${({ $full, theme }) =>
    $full
      ? `position: fixed; inset: 0; z-index: ${theme.zIndices.preloader};`
      : `min-height: ${theme.sizes.control * 3}px; width: 100%;`}
`;

/** A centred spinner with a polite status; the app shows it for spec's 2500 ms on start-up. */
export function Preloader({ label, fullScreen = false }: PreloaderProps) {
  const { t } = useUiText();
  const theme = useTheme();
  return (
    <Overlay $full={fullScreen} role="status" aria-label={label ?? t('common.loading')}>
      <Spinner $size={theme.sizes.preloader} />
    </Overlay>
  );
}
