import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { useProgressBar } from 'react-aria';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  fill,
  fillWidth,
  header,
  label as labelClass,
  root,
  track,
  valueText as valueTextClass,
} from './ProgressBar.css';
import { clampProgress, progressPercent } from './progress-bar-logic';

export type ProgressBarProps = {
  /** What is progressing, such as "Sign-up progress". Always the accessible name; shown unless `hideLabel`. */
  label: string;
  /**
   * Keeps the label for screen readers only, when a heading nearby already says what the bar is about.
   * @default false
   */
  hideLabel?: boolean;
  /**
   * The current value, between `minValue` and `maxValue` (values outside are clamped).
   * @default 0
   */
  value?: number;
  /**
   * The value of an empty bar.
   * @default 0
   */
  minValue?: number;
  /**
   * The value of a full bar.
   * @default 100
   */
  maxValue?: number;
  /**
   * Visible text for the value, such as "Step 1 of 2". Screen readers read it as the value (`aria-valuetext`)
   * instead of a percentage. Without it nothing is shown and the value is announced as a percentage.
   * @default undefined
   */
  valueText?: string;
  /**
   * Extra class names for the wrapper.
   * @default undefined
   */
  className?: string;
};

/**
 * A determinate progress bar (`role="progressbar"` with `aria-valuenow`, `-min`, `-max` through react-aria). The fill
 * slides to its new width, and jumps there instead when the visitor asks for reduced motion.
 */
export function ProgressBar({
  label,
  hideLabel = false,
  value = 0,
  minValue = 0,
  maxValue = 100,
  valueText,
  className,
}: ProgressBarProps) {
  const percent = progressPercent(value, minValue, maxValue);
  const { progressBarProps, labelProps } = useProgressBar({
    label,
    value: clampProgress(value, minValue, maxValue),
    minValue,
    maxValue,
    valueLabel: valueText,
  });
  const labelElement = hideLabel ? (
    <VisuallyHidden {...labelProps}>{label}</VisuallyHidden>
  ) : (
    <span {...labelProps} className={labelClass}>
      {label}
    </span>
  );

  return (
    <div {...progressBarProps} className={clsx(root, className)}>
      {hideLabel && !valueText ? (
        labelElement
      ) : (
        <div className={header}>
          {labelElement}
          {valueText ? (
            // The same text is the bar's aria-valuetext: hidden here so it is not read twice.
            <span className={valueTextClass} aria-hidden="true">
              {valueText}
            </span>
          ) : null}
        </div>
      )}
      <div className={track}>
        <div className={fill} style={assignInlineVars({ [fillWidth]: `${percent}%` })} />
      </div>
    </div>
  );
}
