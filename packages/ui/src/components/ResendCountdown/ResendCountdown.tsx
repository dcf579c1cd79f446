import { useCallback, useEffect, useState } from 'react';
import { styled } from 'styled-components';

import { motion } from '../../theme/tokens';
import { useUiText } from '../../i18n/useUiText';
import { Button, VisuallyHiddenText } from '../Button/Button';

/**
 * Counts down whole seconds to 0, one per second, starting at `seconds` when `startRunning`.
 * `restart()` starts again from `seconds`. The interval runs only while time remains.
 */
export function useCountdown(seconds: number, startRunning = true) {
  const [remaining, setRemaining] = useState(startRunning ? seconds : 0);
  const active = remaining > 0;
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setRemaining((current) => Math.max(current - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, [active]);
  const restart = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, restart };
}

export interface ResendCountdownProps {
  /** Called when the user asks for a new code; the countdown restarts. */
  onResend: () => void;
  /** Cooldown in seconds. Default 30 (spec section 9). */
  seconds?: number;
  /** Start counting on mount. Default true (a code was just sent). */
  startOnMount?: boolean;
  /** Button label when ready (default from i18n 'otp.resend'). */
  resendLabel?: string;
  /** Waiting text with {{seconds}}, e.g. 'Resend in {{seconds}}s' (default from i18n 'otp.resendIn'). */
  waitingLabel?: string;
  /** Disables the button (e.g. while the request runs). */
  disabled?: boolean;
}

const Wrap = styled.div`
  display: flex;
  justify-content: center;
  min-height: var(--ug-sizes-control-small);
  align-items: center;
  color: var(--ug-colors-text-muted);
  font-size: var(--ug-font-sizes-sm);
`;

/** 'Resend in 30s' counting down, then a Resend link-button that restarts the countdown. */
export function ResendCountdown({
  onResend,
  seconds = motion.otpResendSeconds,
  startOnMount = true,
  resendLabel,
  waitingLabel,
  disabled,
}: ResendCountdownProps) {
  const { t } = useUiText();
  const { remaining, restart } = useCountdown(seconds, startOnMount);
  const waiting = (count: number) =>
    waitingLabel
      ? waitingLabel.replace('{{seconds}}', String(count))
      : t('otp.resendIn', { seconds: count });
  // What the live region says: the wait once when a countdown starts, then that Resend is ready.
  // The ticking number itself is not live, or a screen reader would read it out every second.
  // The region is filled only after mount: text present when it appears is not announced.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  const [started, setStarted] = useState(startOnMount);
  const announcement =
    !mounted || !started
      ? ''
      : remaining > 0
        ? t('otp.resendWait', { seconds })
        : t('otp.resendReady');
  return (
    <Wrap>
      <VisuallyHiddenText role="status">{announcement}</VisuallyHiddenText>
      {remaining > 0 ? (
        <span>{waiting(remaining)}</span>
      ) : (
        <Button
          variant="link"
          size="sm"
          disabled={disabled}
          onClick={() => {
            onResend();
            restart();
            setStarted(true);
          }}
        >
          {resendLabel ?? t('otp.resend')}
        </Button>
      )}
    </Wrap>
  );
}
