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
  gap: var(--ug-space-space100);
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ug-space-space300);
`;

const Track = styled.div`
  flex: 1;
  height: var(--ug-sizes-progress);
  border-radius: var(--ug-radii-pill);
  background: var(--ug-colors-surface-muted);
  overflow: hidden;
`;

const Fill = styled.div<{ $complete: boolean }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $complete }) => ($complete ? theme.colors.success : theme.colors.primary)};
  transition: width var(--ug-motion-slow) var(--ug-motion-easing);
`;

const Percent = styled.span`
  min-width: var(--ug-space-space1000);
  text-align: right;
  font-size: var(--ug-font-sizes-sm);
  font-weight: var(--ug-font-weights-bold);
`;

const Message = styled.p`
  margin: 0;
  font-size: var(--ug-font-sizes-sm);
  color: var(--ug-colors-text-muted);
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
