import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const browser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
