import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const icon = style({ color: vars.color.danger });

// The announced part (title + message) sits in its own box so the retry button is not read out as part of the alert.
export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});
