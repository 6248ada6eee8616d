import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const segments = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 auto',
  minWidth: 0,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
});

// Each segment is a spin button: at least 24 px wide and 32 px high so it clears the WCAG 2.5.8 target size.
export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '24px',
  minHeight: '32px',
  paddingInline: '2px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&:focus': { outline: 'none', backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&[data-type="literal"]': { minWidth: 0, paddingInline: 0, color: vars.color.textMuted },
  },
});
