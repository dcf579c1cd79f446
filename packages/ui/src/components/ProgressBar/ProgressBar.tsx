import type { ReactNode } from 'react';
import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';

export interface ProgressBarProps {
  /** Percentage, 0..100 (values outside are clamped). */
  value: number;
  /** Message under the bar (e.g. the campaign's progress message). */
  message?: ReactNode;
  /** Show the percentage beside the bar. Default true. */
  showPercentage?: boolean;
  /** Accessible name (default from i18n 'progress.label'). */
  label?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space100}px;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space300}px;
`;

const Track = styled.div`
  flex: 1;
  height: ${({ theme }) => theme.sizes.progress}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.div<{ $complete: boolean }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $complete }) => ($complete ? theme.colors.success : theme.colors.primary)};
  transition: width ${({ theme }) => theme.motion.slow}ms ${({ theme }) => theme.motion.easing};
`;

const Percent = styled.span`
  min-width: ${({ theme }) => theme.space.space1000}px;
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Clamps to 0..100 and rounds to a whole percent. */
export function toPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(Math.max(value, 0), 100));
}

/** A campaign progress bar with percentage and message; complete (100) turns green. */
export function ProgressBar({ value, message, showPercentage = true, label }: ProgressBarProps) {
  const { t } = useUiText();
  const percent = toPercent(value);
  return (
    <Root>
      <Row>
        <Track
          role="progressbar"
          aria-label={label ?? t('progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <Fill $complete={percent >= 100} style={{ width: `${percent}%` }} />
        </Track>
        {showPercentage ? <Percent aria-hidden="true">{percent}%</Percent> : null}
      </Row>
      {message ? <Message>{message}</Message> : null}
    </Root>
  );
}
