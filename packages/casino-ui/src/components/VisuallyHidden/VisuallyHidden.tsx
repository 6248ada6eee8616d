import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text that screen readers announce but the screen does not show, such as the label of an icon-only control. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={clsx(visuallyHidden, className)} {...rest} />;
}
