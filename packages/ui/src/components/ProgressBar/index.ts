export { ProgressBar, toPercent, type ProgressBarProps } from './ProgressBar';
