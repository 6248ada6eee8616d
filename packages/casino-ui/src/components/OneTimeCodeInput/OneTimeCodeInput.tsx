import {
  type ChangeEvent,
  type ClipboardEvent,
  type CSSProperties,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { FieldFrame, type FieldMessageProps, useFieldDescription } from '../../private/field';
import { boxes, caret, input as inputClass, slot as slotClass } from './OneTimeCodeInput.css';
import { codeSlots, DEFAULT_CODE_LENGTH, sanitizeOneTimeCode } from './one-time-code-logic';

export type OneTimeCodeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'type' | 'size' | 'maxLength' | 'inputMode' | 'autoComplete' | 'pattern'
> &
  FieldMessageProps & {
    /** Visible label. Required: the boxes alone do not say what goes in them. */
    label: ReactNode;
    /**
     * Digits of the code.
     * @default 6
     */
    length?: number;
    /**
     * The code, for a controlled field (digits only).
     * @default undefined
     */
    value?: string;
    /**
     * The first code of an uncontrolled field.
     * @default ''
     */
    defaultValue?: string;
    /**
     * Called with the digits whenever they change (typing, paste, autofill, Backspace). `onChange` still gets the
     * input's event, with the value already reduced to digits, so `{...register('code')}` works as is.
     * @default undefined
     */
    onValueChange?: (code: string) => void;
    /**
     * Called once the code has all its digits, e.g. to submit it.
     * @default undefined
     */
    onComplete?: (code: string) => void;
    /**
     * Extra class names for the wrapper.
     * @default undefined
     */
    className?: string;
  };

// The value property's own setter: assigning through it and sending an input event is how a value set from code
// reaches React's onChange (and so react-hook-form) like a typed one.
const setNativeValue = (element: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * A one-time code (two-step sign-in, a confirmation code) drawn as six boxes. It is one real `<input maxlength=6>`
 * lying over the boxes, so a screen reader meets one labelled field, the phone offers its number pad and the code
 * from a message (`autocomplete="one-time-code"`), a whole code pasted anywhere fills every box, and Backspace
 * removes the last digit. Other characters never get in; a pasted "123 456" becomes 123456.
 */
export const OneTimeCodeInput = /* @__PURE__ */ forwardRef<HTMLInputElement, OneTimeCodeInputProps>(
  function OneTimeCodeInput(props, ref) {
    const {
      label,
      hint,
      errorMessage,
      length = DEFAULT_CODE_LENGTH,
      value: valueProp,
      defaultValue = '',
      onValueChange,
      onComplete,
      onChange,
      onPaste,
      onFocus,
      onBlur,
      onSelect,
      className,
      id: idProp,
      disabled,
      'aria-describedby': describedByProp,
      'aria-invalid': invalidProp,
      ...inputProps
    } = props;
    const inputRef = useRef<HTMLInputElement>(null);
    useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
    const [ownValue, setOwnValue] = useState(() => sanitizeOneTimeCode(defaultValue, length));
    const value = valueProp === undefined ? ownValue : sanitizeOneTimeCode(valueProp, length);
    const [focused, setFocused] = useState(false);
    const { id, invalid, describedBy, hintProps, errorProps } = useFieldDescription({
      id: idProp,
      hint,
      errorMessage,
      describedBy: describedByProp,
      ariaInvalid: invalidProp,
    });

    // The caret always stands after the last digit, so typing fills the next box and Backspace empties the last.
    const keepCaretAtEnd = useCallback((element: HTMLInputElement) => {
      const end = element.value.length;
      if (element.selectionStart !== end || element.selectionEnd !== end) element.setSelectionRange(end, end);
    }, []);

    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
      const code = sanitizeOneTimeCode(event.target.value, length);
      if (event.target.value !== code) event.target.value = code;
      if (valueProp === undefined) setOwnValue(code);
      onChange?.(event);
      onValueChange?.(code);
      if (code.length === length && code !== value) onComplete?.(code);
    };

    // The browser would cut a pasted "123 456" to its first six characters before any handler saw it.
    const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
      onPaste?.(event);
      if (event.defaultPrevented) return;
      const code = sanitizeOneTimeCode(event.clipboardData.getData('text'), length);
      event.preventDefault();
      if (code) setNativeValue(event.currentTarget, code);
    };

    const handleSelect = (event: SyntheticEvent<HTMLInputElement>) => {
      onSelect?.(event);
      keepCaretAtEnd(event.currentTarget);
    };

    return (
      <FieldFrame
        label={label}
        labelProps={{ htmlFor: id }}
        hint={hint}
        errorMessage={errorMessage}
        hintProps={hintProps}
        errorProps={errorProps}
        className={className}
      >
        <div
          className={boxes}
          style={{ '--one-time-code-length': length } as CSSProperties}
          data-invalid={invalid || undefined}
          data-disabled={disabled || undefined}
        >
          <input
            {...inputProps}
            ref={inputRef}
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={length}
            spellCheck={false}
            disabled={disabled}
            value={value}
            className={inputClass}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={handleChange}
            onPaste={handlePaste}
            onSelect={handleSelect}
            onFocus={(event) => {
              setFocused(true);
              keepCaretAtEnd(event.currentTarget);
              onFocus?.(event);
            }}
            onBlur={(event) => {
              setFocused(false);
              onBlur?.(event);
            }}
          />
          {codeSlots(value, length, focused && !disabled).map((slot, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes never move or reorder, their place is their identity
              key={index}
              aria-hidden="true"
              className={slotClass}
              data-active={slot.isActive || undefined}
              data-filled={slot.char ? true : undefined}
            >
              {slot.char || (slot.isActive ? <span className={caret} /> : null)}
            </div>
          ))}
        </div>
      </FieldFrame>
    );
  },
);
