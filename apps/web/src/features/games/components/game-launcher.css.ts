import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const launcher = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, width: '100%' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const note = style({ margin: 0, color: vars.color.textMuted });
