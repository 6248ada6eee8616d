import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import { type FieldMessageProps, FieldMessages, useFieldDescription } from '../../private/field';
import { boxWrapper, check, input, label as labelClass, messageIndent, root } from './Checkbox.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> &
  FieldMessageProps & {
    /** The label, clickable. May hold links (terms and conditions). */
    children: ReactNode;
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
export const Checkbox = /* @__PURE__ */ forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(props, ref) {
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
  const field = useFieldDescription({
    id: idProp,
    hint,
    errorMessage,
    describedBy: describedByProp,
    ariaInvalid: invalidProp,
  });
  const { id, invalid, describedBy, hintProps, errorProps } = field;

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
            aria-describedby={describedBy}
            data-focus-visible={isFocusVisible || undefined}
          />
          <Check className={check} size={14} strokeWidth={3} aria-hidden="true" />
        </span>
        <span>{children}</span>
      </label>
      <FieldMessages
        hint={hint}
        errorMessage={errorMessage}
        hintProps={hintProps}
        errorProps={errorProps}
        className={messageIndent}
      />
    </div>
  );
});
