import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const postalCodeLookupStatuses = ['idle', 'looking-up', 'filled', 'not-supported'] as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const indicator = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    // Empty but still rendered: the live region must exist before its text changes to be announced.
    '&[data-lookup-status="idle"]': { display: 'block', height: 0, overflow: 'hidden' },
    '&[data-lookup-status="filled"]': { color: vars.color.success },
  },
});

export const icon = style({ flexShrink: 0 });
