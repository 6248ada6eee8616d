import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import { control } from './field.css';

export type FieldControlProps = HTMLAttributes<HTMLDivElement> & {
  isInvalid: boolean;
  isDisabled: boolean | undefined;
  /** A text input inside: every focus shows the ring, even one from a click (react-aria's `isTextInput`). */
  isTextInput?: boolean;
};

/**
 * The bordered box around a field's control and its adornments. It draws the focus ring for whatever inside has
 * focus and reports state as `data-focused`, `data-focus-visible`, `data-hovered`, `data-invalid`, `data-disabled`.
 */
export const FieldControl = /* @__PURE__ */ forwardRef<HTMLDivElement, FieldControlProps>(function FieldControl(
  { isInvalid, isDisabled, isTextInput = false, className, ...props },
  ref,
) {
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ within: true, isTextInput });
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return (
    <div
      {...mergeProps(props, focusProps, hoverProps)}
      ref={ref}
      className={clsx(control, className)}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    />
  );
});
