import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'block' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

// 40 px on every screen: above the 24 px WCAG 2.5.8 minimum and the comfortable touch size on phones. The widest
// middle range (Previous, 5 pages, 2 gaps, Next: 328 px with two-digit pages) still fits one row of a 390 px phone
// because Previous and Next show only their arrows there; longer page numbers wrap onto a second row.
export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '40px',
  minHeight: '40px',
  paddingInline: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color, transform',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  '@media': {
    '(hover: hover)': {
      selectors: {
        '&:hover:not([data-disabled]):not([aria-current="page"])': {
          backgroundColor: vars.color.surfaceRaised,
          borderColor: vars.color.border,
        },
      },
    },
  },
  selectors: {
    // Native states rather than react-aria's: Pagination stays a few KiB for an app that imports only it.
    '&:active:not([data-disabled])': { transform: 'scale(0.96)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5, backgroundColor: 'transparent', transform: 'none' },
  },
});

export const stepText = style({
  // Phones show only the arrow; the text stays for screen readers (same technique as VisuallyHidden).
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [mediaQueries.tabletUp]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
    },
  },
});

export const stepIcon = style({ display: 'inline-flex', flexShrink: 0 });

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Narrow on purpose: a gap is not a target, and every pixel saved keeps the widest range on one row at 390 px.
  minWidth: vars.space.lg,
  minHeight: '40px',
  color: vars.color.textMuted,
  userSelect: 'none',
});
