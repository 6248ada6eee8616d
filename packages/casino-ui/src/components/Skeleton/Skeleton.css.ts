import { createVar, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const skeletonVariants = ['block', 'text', 'circle'] as const;

export const widthVar = createVar();
export const heightVar = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '150% 0' },
  to: { backgroundPosition: '-50% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    width: widthVar,
    height: heightVar,
    backgroundColor: vars.color.skeleton,
    // The highlight is mixed from the text colour so it reads on dark and light brands alike.
    backgroundImage: `linear-gradient(90deg, transparent 0%, color-mix(in srgb, ${vars.color.text} 10%, transparent) 50%, transparent 100%)`,
    backgroundSize: '200% 100%',
    backgroundRepeat: 'no-repeat',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    '@media': {
      // WCAG 2.3.3: a still placeholder says "loading" just as well without motion.
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    },
    vars: { [widthVar]: '100%', [heightVar]: '100%' },
  },
  variants: {
    variant: {
      block: { borderRadius: vars.radius.md },
      text: {
        borderRadius: vars.radius.sm,
        // One line of body text: the font size, inside the line box so stacked lines keep their rhythm.
        vars: { [heightVar]: '1em' },
        marginBlock: `calc((${vars.lineHeight.normal} * 1em - 1em) / 2)`,
      },
      circle: { borderRadius: '50%', vars: { [widthVar]: '40px', [heightVar]: '40px' } },
    },
  },
  defaultVariants: { variant: 'block' },
});

export const lines = style({ display: 'block', width: widthVar, vars: { [widthVar]: '100%' } });

// The last line of a paragraph is rarely full: a shorter bar reads as text rather than as a block.
export const lastLine = style({ vars: { [widthVar]: '60%' } });

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;
