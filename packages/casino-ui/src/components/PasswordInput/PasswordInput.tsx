import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { mergeProps, useButton, useFocusRing, useHover, useObjectRef } from 'react-aria';
import { controlButton } from '../../private/field';
import { useCasinoMessages } from '../../theme/i18n';
import { TextField, type TextFieldProps } from '../TextField';
import { root } from './PasswordInput.css';

export type PasswordInputProps = Omit<TextFieldProps, 'type' | 'endAdornment'> & {
  /**
   * Accessible name of the toggle while the password is hidden.
   * @default 'Show password'
   */
  showLabel?: string;
  /**
   * Accessible name of the toggle while the password is shown.
   * @default 'Hide password'
   */
  hideLabel?: string;
  /**
   * Start with the password shown.
   * @default false
   */
  defaultRevealed?: boolean;
};

/**
 * A `TextField` for passwords with a show/hide toggle. The ref goes to the `<input>` (react-hook-form `register`
 * works). Defaults `autoComplete` to `current-password`; pass `new-password` on sign-up.
 */
export const PasswordInput = /* @__PURE__ */ forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  {
    showLabel: showLabelProp,
    hideLabel: hideLabelProp,
    defaultRevealed = false,
    autoComplete = 'current-password',
    className,
    ...rest
  },
  ref,
) {
  const m = useCasinoMessages().passwordInput;
  const showLabel = showLabelProp ?? m.show;
  const hideLabel = hideLabelProp ?? m.hide;
  const [revealed, setRevealed] = useState(defaultRevealed);
  return (
    <TextField
      {...rest}
      ref={ref}
      className={clsx(root, className)}
      // Password managers and the spellchecker must not treat a revealed password as ordinary text.
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      autoCapitalize="off"
      endAdornment={
        <RevealToggle
          revealed={revealed}
          label={revealed ? hideLabel : showLabel}
          onToggle={() => setRevealed((value) => !value)}
          isDisabled={rest.disabled}
        />
      }
    />
  );
});

type RevealToggleProps = { revealed: boolean; label: string; onToggle: () => void; isDisabled?: boolean };

function RevealToggle({ revealed, label, onToggle, isDisabled }: RevealToggleProps) {
  const ref = useObjectRef<HTMLButtonElement>(null);
  const { buttonProps, isPressed } = useButton({ onPress: onToggle, isDisabled, 'aria-pressed': revealed }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const Icon = revealed ? EyeOff : Eye;
  return (
    <button
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={ref}
      aria-label={label}
      className={controlButton}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <Icon size={18} aria-hidden="true" />
    </button>
  );
}
