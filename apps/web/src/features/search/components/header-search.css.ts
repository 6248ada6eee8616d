import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, width: '100%' });

export const box = style({ flex: '1 1 auto', minWidth: 0 });
