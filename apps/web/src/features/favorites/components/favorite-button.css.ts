import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

/** Round and square so the heart sits in the card's corner (casino-ui has no icon toggle yet). */
export const button = style({ borderRadius: vars.radius.pill, paddingInline: 0, aspectRatio: '1 / 1' });

export const filled = style({ fill: 'currentColor', color: vars.color.danger });
