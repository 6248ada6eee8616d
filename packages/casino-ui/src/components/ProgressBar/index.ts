export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { clampProgress, progressPercent } from './progress-bar-logic';
