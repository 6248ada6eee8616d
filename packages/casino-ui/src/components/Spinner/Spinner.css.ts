import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });
// Brightness only, nothing moves: still alive, so the page does not look frozen.
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

export const root = style({ display: 'inline-flex', flexShrink: 0 });

export const glyph = recipe({
  base: {
    display: 'block',
    color: 'currentColor',
    animation: `${rotate} 0.8s linear infinite`,
    '@media': {
      // WCAG 2.3.3: no turning (a slower turn is still motion); the ring stands still and gently pulses instead.
      '(prefers-reduced-motion: reduce)': { animation: `${pulse} 2s ease-in-out infinite` },
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
