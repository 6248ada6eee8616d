import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  // 44 px: a touch target players hit with a thumb, beside the balance and the Deposit button.
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  // The focus ring is the library's global one.
  selectors: { '&:hover, &[aria-current="page"]': { backgroundColor: vars.color.surfaceRaised } },
});

export const badge = style({
  position: 'absolute',
  top: '4px',
  insetInlineEnd: '2px',
  minWidth: '18px',
  height: '18px',
  paddingInline: '4px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.danger,
  color: vars.color.onDanger,
  fontFamily: vars.font.body,
  fontSize: '11px',
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
});
