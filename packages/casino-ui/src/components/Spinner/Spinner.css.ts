import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', flexShrink: 0 });

export const glyph = recipe({
  base: {
    display: 'block',
    color: 'currentColor',
    animation: `${rotate} 0.8s linear infinite`,
    '@media': {
      // WCAG 2.3.3 asks for less motion, but a still spinner looks like a frozen page: turn slowly instead.
      '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
    },
  },
  variants: {
    size: {
      sm: { width: '16px', height: '16px' },
      md: { width: '24px', height: '24px' },
      lg: { width: '40px', height: '40px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const track = style({ opacity: 0.25 });

export type SpinnerVariants = NonNullable<RecipeVariants<typeof glyph>>;
