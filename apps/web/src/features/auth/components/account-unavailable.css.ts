import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

// The banner sits above the page's title: keep the page's own rhythm below it.
export const banner = style({ marginBlockEnd: vars.space.lg });
