import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

// The whole label is the click target, so the target is far larger than the 20 px box (WCAG 2.5.8).
export const label = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '24px',
  cursor: 'pointer',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const boxWrapper = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  // Centres the 20 px box on the first line of text (line height 1.5 × 16 px = 24 px).
  marginBlock: '2px',
});

// The native input stays (keyboard, forms, react-hook-form); `appearance: none` lets it be drawn with the theme.
export const input = style({
  appearance: 'none',
  margin: 0,
  width: '20px',
  height: '20px',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'inherit',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:checked': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    // Keyboard focus comes from react-aria's useFocusRing, like every other control.
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${label}[data-hovered] &:not(:checked)`]: { borderColor: vars.color.textMuted },
  },
});

export const check = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  color: vars.color.onPrimary,
  opacity: 0,
  pointerEvents: 'none',
  selectors: {
    [`${input}:checked + &`]: { opacity: 1 },
  },
});

// Hint and error line up with the label text, not with the box.
export const messageIndent = style({
  paddingInlineStart: `calc(20px + ${vars.space.sm})`,
});
