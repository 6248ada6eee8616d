import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const tagline = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });
