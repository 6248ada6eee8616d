import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const moneyTones = ['inherit', 'positive', 'negative', 'muted'] as const;

export const money = recipe({
  base: {
    // Digits of equal width keep amounts in a column aligned and stop a refreshing balance from jiggling.
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      inherit: {},
      positive: { color: vars.color.success },
      negative: { color: vars.color.danger },
      muted: { color: vars.color.textMuted },
    },
  },
  defaultVariants: { tone: 'inherit' },
});

export type MoneyVariants = NonNullable<RecipeVariants<typeof money>>;
