import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

// The status sits at the entry's end; on the narrowest menus it goes under the words rather than squeezing them.
export const link = style({ flexWrap: 'wrap', rowGap: vars.space.xs, paddingBlock: vars.space.xs });

export const status = style({ marginInlineStart: 'auto' });
