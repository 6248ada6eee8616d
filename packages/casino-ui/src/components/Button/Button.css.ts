import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

// State selectors read the data attributes react-aria's hooks report, so touch, mouse and keyboard all look the same
// and no state is held in class names.
const hovered = '&[data-hovered]';
const pressed = '&[data-pressed]';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, transform',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      [pressed]: { transform: 'scale(0.98)' },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5, transform: 'none' },
      // A loading button is disabled but must not look faded: the spinner already says "wait".
      '&[data-loading]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { [`${hovered}, ${pressed}`]: { backgroundColor: vars.color.primaryHover } },
      },
      secondary: {
        backgroundColor: vars.color.surfaceRaised,
        borderColor: vars.color.border,
        color: vars.color.text,
        selectors: { [`${hovered}, ${pressed}`]: { borderColor: vars.color.accent } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { [`${hovered}, ${pressed}`]: { backgroundColor: vars.color.surfaceRaised } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { [`${hovered}, ${pressed}`]: { filter: 'brightness(1.1)' } },
      },
    },
    // Heights keep every size above the 24 px WCAG 2.5.8 target; md is 40 px, the comfortable touch size.
    size: {
      sm: {
        minHeight: '32px',
        minWidth: '32px',
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: '40px',
        minWidth: '40px',
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.md,
      },
      lg: {
        minHeight: '48px',
        minWidth: '48px',
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;

export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: {
    // Transparent rather than removed or `visibility: hidden`: the button keeps both its width and its accessible name
    // while the spinner shows.
    '[data-loading] > &': { opacity: 0 },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
