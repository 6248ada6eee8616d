import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textFieldStatuses = ['idle', 'validating', 'valid', 'invalid'] as const;

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const startAdornment = style({ marginInlineEnd: vars.space.sm });

export const endAdornment = style({ marginInlineStart: vars.space.sm });

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  marginInlineStart: vars.space.sm,
  selectors: {
    // Empty but still displayed: hiding the live region with `display: none` can stop screen readers announcing it.
    '&:empty': { marginInlineStart: 0 },
    '&[data-status="validating"]': { color: vars.color.textMuted },
    '&[data-status="valid"]': { color: vars.color.success },
    '&[data-status="invalid"]': { color: vars.color.danger },
  },
});
