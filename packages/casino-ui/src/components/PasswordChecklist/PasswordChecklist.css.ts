import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

// Met and unmet differ by icon and colour, never by colour alone (WCAG 1.4.1); the state is also spoken.
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  selectors: {
    '&[data-met]': { color: vars.color.success },
  },
});

export const icon = style({ flexShrink: 0 });
