import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

// Five quick amounts (docs/product.md#entities) fit one row at 390 px (56 px each); wider lists wrap instead of shrinking below the target.
export const quickAmounts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(56px, 1fr))',
  gap: vars.space.xs,
  // A bare fieldset: it groups and names the buttons; its default border and padding would frame them.
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const quickAmount = style({
  paddingInline: vars.space.xs,
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
  },
});

export const symbol = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});
