import { style } from '@vanilla-extract/css';

export const dateTime = style({
  // Equal-width digits keep times aligned down a history table.
  fontVariantNumeric: 'tabular-nums',
});
