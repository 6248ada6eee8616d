import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const enter = keyframes({
  from: { transform: 'translateY(8px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

/**
 * How far above the viewport's bottom edge the host app keeps something fixed (a cookie banner), so the toasts stand
 * above it instead of under it (`setAppShellBottomInset`); unset, they sit clear of the iOS home indicator alone.
 */
export const bottomInsetVar = createVar();
const clearance = `max(${fallbackVar(bottomInsetVar, '0px')}, env(safe-area-inset-bottom, 0px))`;

// Phone first: a column centred above the bottom edge, where thumbs are. From the tablet breakpoint the column sits in
// the bottom-right corner, away from the page's main content.
export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: vars.space.md,
  bottom: `calc(${vars.space.md} + ${clearance})`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  // The region spans the gaps between toasts; let clicks through them to the page.
  pointerEvents: 'none',
  outline: 'none',
  '@media': {
    [mediaQueries.tabletUp]: {
      insetInline: 'auto',
      right: vars.space.lg,
      bottom: `calc(${vars.space.lg} + ${clearance})`,
      alignItems: 'flex-end',
    },
  },
});

export const toast = style({
  pointerEvents: 'auto',
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '420px',
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  animation: `${enter} ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: {
    '&[data-tone="info"]': { borderInlineStartColor: vars.color.accent },
    '&[data-tone="success"]': { borderInlineStartColor: vars.color.success },
    '&[data-tone="error"]': { borderInlineStartColor: vars.color.danger },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    [mediaQueries.tabletUp]: { width: '380px' },
  },
});

export const icon = style({
  display: 'inline-flex',
  // Centres the 20 px icon on the title's first line beside the 32 px close button.
  paddingBlock: vars.space.xs,
  selectors: {
    '[data-tone="info"] > &': { color: vars.color.accent },
    '[data-tone="success"] > &': { color: vars.color.success },
    '[data-tone="error"] > &': { color: vars.color.danger },
  },
});

export const content = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});
