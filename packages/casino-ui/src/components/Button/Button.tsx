import { clsx } from 'clsx';
import {
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  forwardRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useInteractionState } from '../../private/use-interaction-state';
import { useLinkComponent } from '../../theme/link';
import { SpinnerGlyph } from '../Spinner';
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

type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled' | 'color'>;

export type ButtonProps = NativeButtonProps &
  ButtonStyleProps & {
    /**
     * Called when the button is activated: a click, a tap, Enter or Space, or a screen reader's press. The same
     * event as `onClick` (both may be given); not called while disabled or loading.
     * @default undefined
     */
    onPress?: (event: MouseEvent<HTMLButtonElement>) => void;
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
 * A button: a native `<button>`, so mouse, touch, keyboard and assistive technology all activate it through its
 * `click`. Hover, press and keyboard focus show as `data-*` attributes for the styles.
 */
export const Button = /* @__PURE__ */ forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
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
    onClick,
    ...domProps
  } = props;
  const disabled = isDisabled || isLoading;
  const { stateProps, eventProps } = useInteractionState(disabled, domProps);

  return (
    <button
      {...stateProps}
      data-disabled={(isDisabled && !isLoading) || undefined}
      data-loading={isLoading || undefined}
      // After the hook's state so a story can force a state (hovered, pressed) for visual diffs.
      {...domProps}
      {...eventProps}
      ref={ref}
      type={type}
      disabled={disabled}
      onClick={(event) => {
        onClick?.(event);
        onPress?.(event);
      }}
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
export const ButtonLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, ButtonLinkProps>(
  function ButtonLink(props, ref) {
    const { variant, size, fullWidth = false, startIcon, endIcon, className, children, ...anchorProps } = props;
    const Link = useLinkComponent();
    const { stateProps, eventProps } = useInteractionState(false, anchorProps);

    return (
      <Link
        {...stateProps}
        {...anchorProps}
        {...eventProps}
        ref={ref}
        className={clsx(button({ variant, size, fullWidth }), className)}
      >
        <ButtonContent startIcon={startIcon} endIcon={endIcon}>
          {children}
        </ButtonContent>
      </Link>
    );
  },
);

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
