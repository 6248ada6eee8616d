import { clsx } from 'clsx';
import { type AnchorHTMLAttributes, type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import {
  type AriaButtonProps,
  mergeProps,
  useButton,
  useFocusRing,
  useHover,
  useObjectRef,
  usePress,
} from 'react-aria';
import { useLinkComponent } from '../../theme/link';
import { SpinnerGlyph } from '../Spinner/Spinner';
import { button, type buttonSizes, type buttonVariants, content, icon, spinner } from './Button.css';

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

/** Looks shared by `Button` and `ButtonLink`. */
export type ButtonStyleProps = {
  /**
   * Emphasis: `primary` for the one main action, `secondary` beside it, `ghost` for low emphasis, `danger` for
   * actions that lose money or data.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height: `sm` 32 px, `md` 40 px, `lg` 48 px.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Stretch to the width of the container.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Icon before the text. Decorative: an icon-only button needs an `aria-label`.
   * @default undefined
   */
  startIcon?: ReactNode;
  /**
   * Icon after the text. Decorative, like `startIcon`.
   * @default undefined
   */
  endIcon?: ReactNode;
};

type PressHandlers = Pick<
  AriaButtonProps<'button'>,
  | 'onPress'
  | 'onPressStart'
  | 'onPressEnd'
  | 'onPressChange'
  | 'onPressUp'
  | 'onClick'
  | 'onFocus'
  | 'onBlur'
  | 'onKeyDown'
  | 'onKeyUp'
  | 'preventFocusOnPress'
>;

type NativeButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'disabled' | 'onClick' | 'onFocus' | 'onBlur' | 'onKeyDown' | 'onKeyUp' | 'color'
>;

export type ButtonProps = NativeButtonProps &
  PressHandlers &
  ButtonStyleProps & {
    /**
     * The native button type. `button` unless it submits a form.
     * @default 'button'
     */
    type?: 'button' | 'submit' | 'reset';
    /**
     * Shows a spinner in place of the content (keeping the width), sets `aria-busy` and blocks presses.
     * @default false
     */
    isLoading?: boolean;
    /**
     * Blocks presses and dims the button.
     * @default false
     */
    isDisabled?: boolean;
  };

/**
 * A button. Handles mouse, touch and keyboard alike through react-aria: use `onPress` (or `onClick`, an alias kept
 * for libraries that inject it, such as Radix's `asChild`).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, forwardedRef) {
  const {
    variant,
    size,
    fullWidth = false,
    startIcon,
    endIcon,
    isLoading = false,
    isDisabled = false,
    type = 'button',
    className,
    children,
    onPress,
    onPressStart,
    onPressEnd,
    onPressChange,
    onPressUp,
    onClick,
    onFocus,
    onBlur,
    onKeyDown,
    onKeyUp,
    preventFocusOnPress,
    autoFocus,
    ...domProps
  } = props;
  const ref = useObjectRef(forwardedRef);
  const disabled = isDisabled || isLoading;
  const { buttonProps, isPressed } = useButton(
    {
      type,
      isDisabled: disabled,
      onPress,
      onPressStart,
      onPressEnd,
      onPressChange,
      onPressUp,
      onClick,
      onFocus,
      onBlur,
      onKeyDown,
      onKeyUp,
      preventFocusOnPress,
      autoFocus,
    },
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing({ autoFocus });
  const { hoverProps, isHovered } = useHover({ isDisabled: disabled });

  return (
    <button
      {...mergeProps(
        {
          'data-pressed': isPressed || undefined,
          'data-hovered': isHovered || undefined,
          'data-focus-visible': isFocusVisible || undefined,
          'data-disabled': (isDisabled && !isLoading) || undefined,
          'data-loading': isLoading || undefined,
        },
        // After the hook's state so a story can force a state (hovered, pressed) for visual diffs.
        domProps,
        buttonProps,
        focusProps,
        hoverProps,
      )}
      ref={ref}
      className={clsx(button({ variant, size, fullWidth }), className)}
      aria-busy={isLoading || undefined}
    >
      <ButtonContent startIcon={startIcon} endIcon={endIcon}>
        {children}
      </ButtonContent>
      {isLoading ? (
        <span className={spinner}>
          <SpinnerGlyph size={size === 'lg' ? 'md' : 'sm'} />
        </span>
      ) : null}
    </button>
  );
});

export type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> &
  ButtonStyleProps & {
    /** Where the link goes; rendered by the provider's link component (the app's router link). */
    href: string;
  };

/** A link that looks like a button, for actions that navigate ("See all", "Deposit" opening a route). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(props, forwardedRef) {
  const { variant, size, fullWidth = false, startIcon, endIcon, className, children, ...anchorProps } = props;
  const Link = useLinkComponent();
  const ref = useObjectRef(forwardedRef);
  const { pressProps, isPressed } = usePress({ ref });
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});

  return (
    <Link
      {...mergeProps(
        {
          'data-pressed': isPressed || undefined,
          'data-hovered': isHovered || undefined,
          'data-focus-visible': isFocusVisible || undefined,
        },
        anchorProps,
        pressProps,
        focusProps,
        hoverProps,
      )}
      ref={ref}
      className={clsx(button({ variant, size, fullWidth }), className)}
    >
      <ButtonContent startIcon={startIcon} endIcon={endIcon}>
        {children}
      </ButtonContent>
    </Link>
  );
});

function ButtonContent({
  startIcon,
  endIcon,
  children,
}: Pick<ButtonStyleProps, 'startIcon' | 'endIcon'> & { children?: ReactNode }) {
  return (
    <span className={content}>
      {startIcon ? (
        <span className={icon} aria-hidden="true">
          {startIcon}
        </span>
      ) : null}
      {children}
      {endIcon ? (
        <span className={icon} aria-hidden="true">
          {endIcon}
        </span>
      ) : null}
    </span>
  );
}
