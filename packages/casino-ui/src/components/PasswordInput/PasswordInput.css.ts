import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({});

// Edge adds its own reveal button to password inputs; ours replaces it, so hide theirs to avoid two.
globalStyle(`${root} input::-ms-reveal`, { display: 'none' });
