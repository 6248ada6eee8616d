import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import {
  boxWrapper,
  check,
  error as errorClass,
  hint as hintClass,
  input,
  label as labelClass,
  root,
} from './Checkbox.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  /** The label, clickable. May hold links (terms and conditions). */
  children: ReactNode;
  /**
   * Help text under the checkbox.
   * @default undefined
   */
  hint?: ReactNode;
  /**
   * Error text under the checkbox; marks it invalid and is announced.
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Extra class names for the wrapper (the input takes all other props).
   * @default undefined
   */
  className?: string;
};

/**
 * A native checkbox drawn with the theme. Every input prop and the ref go to the `<input>`, so
 * `{...register('acceptTerms')}` from react-hook-form works as is.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(props, ref) {
  const {
    children,
    hint,
    errorMessage,
    className,
    id: idProp,
    disabled,
    'aria-describedby': describedByProp,
    'aria-invalid': invalidProp,
    ...inputProps
  } = props;
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = errorMessage != null && errorMessage !== false && errorMessage !== '';
  const invalid = hasError || invalidProp === true || invalidProp === 'true';
  const describedBy = [describedByProp, hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');

  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: disabled });

  return (
    <div className={clsx(root, className)}>
      <label
        {...hoverProps}
        htmlFor={id}
        className={labelClass}
        data-hovered={isHovered || undefined}
        data-disabled={disabled || undefined}
      >
        <span className={boxWrapper}>
          <input
            {...mergeProps(inputProps, focusProps)}
            ref={ref}
            id={id}
            type="checkbox"
            disabled={disabled}
            className={input}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy || undefined}
            data-focus-visible={isFocusVisible || undefined}
          />
          <Check className={check} size={14} strokeWidth={3} aria-hidden="true" />
        </span>
        <span>{children}</span>
      </label>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        // Announced when it appears (after submit), as TextField does.
        <p id={errorId} role="alert" className={errorClass}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
});
