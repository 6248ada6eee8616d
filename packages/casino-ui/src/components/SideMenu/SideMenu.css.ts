import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const sectionTitle = style({
  margin: 0,
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  // 44 px: a comfortable thumb target in the drawer, above the 24 px minimum (WCAG 2.5.8).
  minHeight: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceRaised, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    // The current page is marked by more than colour: a bar at the start edge and bolder text.
    '&[aria-current="page"]': {
      backgroundColor: vars.color.surfaceRaised,
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  alignItems: 'center',
  justifyContent: 'center',
});

/* Drawer (phones). */

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } });

const reducedMotion = { '(prefers-reduced-motion: reduce)': { animation: 'none' } };

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.durationFast} ${vars.motion.easing}` },
  },
  '@media': reducedMotion,
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.drawer,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(320px, 85vw)',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  animation: `${slideIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="closed"]': { animation: `${slideOut} ${vars.motion.durationFast} ${vars.motion.easing}` },
    '&:focus': { outline: 'none' },
  },
  '@media': reducedMotion,
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '56px',
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const drawerHeaderContent = style({ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' });

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  marginInlineStart: 'auto',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
