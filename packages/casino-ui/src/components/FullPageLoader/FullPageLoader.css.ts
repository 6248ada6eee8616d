import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const spinner = style({ color: vars.color.primary });

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});
