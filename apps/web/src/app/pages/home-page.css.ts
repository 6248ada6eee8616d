import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const tagline = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });

export const finder = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const finderTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const finderBox = style({ maxWidth: '28rem' });
