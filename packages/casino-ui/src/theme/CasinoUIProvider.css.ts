import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const root = style({
  color: vars.color.text,
  backgroundColor: vars.color.background,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});
