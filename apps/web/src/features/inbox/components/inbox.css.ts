import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const content = style({ display: 'grid', gap: vars.space.lg });

export const skeletonList = style({ display: 'grid', gap: vars.space.xs });
