import { createVar, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const skeletonVariants = ['block', 'text', 'circle'] as const;

export const widthVar = createVar();
export const heightVar = createVar();

// Still, not shimmering: an animated placeholder restyles (and repaints) every one of them on each frame, on the main
// thread, while the page behind them loads and starts; a lobby holds about 190 of them. Measured with Lighthouse on
// the lobby, the still ones block the main thread about 0.5 s less (docs/architecture.md#byte-budgets). A composited pulse was dearer still.
export const skeleton = recipe({
  base: {
    display: 'block',
    width: widthVar,
    height: heightVar,
    backgroundColor: vars.color.skeleton,
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
