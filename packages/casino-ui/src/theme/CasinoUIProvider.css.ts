import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const root = style({
  color: vars.color.text,
  backgroundColor: vars.color.background,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

// Links that come without a class of their own (inside a checkbox label, in prose) take the text colour and an
// underline: readable on every brand, and told apart from the words around them by more than colour (WCAG 1.4.1).
globalStyle(`${root} a:not([class])`, { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '0.15em' });
