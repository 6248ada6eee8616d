import { clsx } from 'clsx';
import type { HTMLAttributes, LabelHTMLAttributes, ReactNode } from 'react';
import { FieldMessages, type FieldMessagesProps } from './FieldMessages';
import { label as labelClass, root } from './field.css';

export type FieldFrameProps = Omit<FieldMessagesProps, 'className'> & {
  /** The visible label. */
  label: ReactNode;
  /**
   * `label` for a field with one control (give `htmlFor`), `span` for a group named by `aria-labelledby` (give `id`).
   * @default 'label'
   */
  labelAs?: 'label' | 'span';
  /** Props of the label element (react-aria's `labelProps`, or `htmlFor` / `id`). */
  labelProps: LabelHTMLAttributes<HTMLLabelElement> & HTMLAttributes<HTMLSpanElement>;
  /** Extra class names for the wrapper. */
  className?: string;
  /** The control between the label and the messages. */
  children: ReactNode;
};

/** The layout every labelled field shares: label above, control, then hint and error under it. */
export function FieldFrame({
  label,
  labelAs: Label = 'label',
  labelProps,
  className,
  children,
  ...messages
}: FieldFrameProps) {
  return (
    <div className={clsx(root, className)}>
      <Label {...labelProps} className={labelClass}>
        {label}
      </Label>
      {children}
      <FieldMessages {...messages} />
    </div>
  );
}
