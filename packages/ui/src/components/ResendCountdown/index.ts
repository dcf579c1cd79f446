export { ResendCountdown, useCountdown, type ResendCountdownProps } from './ResendCountdown';
