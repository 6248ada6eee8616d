import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { documentStatuses } from './document-status-logic';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  backgroundColor: vars.color.surface,
  whiteSpace: 'nowrap',
});

// The colour only repeats what the text and the icon say.
const tone = {
  'not-submitted': vars.color.textMuted,
  pending: vars.color.warning,
  approved: vars.color.success,
  rejected: vars.color.danger,
  expired: vars.color.danger,
} as const satisfies Record<(typeof documentStatuses)[number], string>;

export const status = styleVariants(tone, (color) => ({ color }));

export const label = style({ color: vars.color.text });
