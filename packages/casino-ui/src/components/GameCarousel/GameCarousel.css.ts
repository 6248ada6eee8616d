import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { CAROUSEL_AUTO_SLIDE_WIDTH, CAROUSEL_BREAKPOINTS, CAROUSEL_SLIDES_PER_VIEW } from './game-carousel-logic';

const from = (px: number) => `screen and (min-width: ${px}px)`;

/** Gap between slides: a padding on each slide, so embla measures plain boxes (no flex gap to account for). */
const gap = vars.space.sm;
const gapWide = vars.space.md;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
});

export const heading = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const controls = style({
  display: 'flex',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
  flexShrink: 0,
});

// 40 px: above the 24 px WCAG 2.5.8 minimum and comfortable for a thumb on a phone.
export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  transitionProperty: 'border-color, opacity',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    // aria-disabled rather than disabled: a button that reaches the end keeps the keyboard focus (WCAG 2.4.3).
    '&[data-disabled]': { cursor: 'default', opacity: 0.4 },
  },
});

export const navIcon = style({ display: 'inline-flex' });

export const viewport = style({
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const container = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Cancels the first slide's leading padding; together with the slides' padding this is the gap.
  marginInlineStart: `calc(-1 * ${gap})`,
  touchAction: 'pan-y pinch-zoom',
  '@media': {
    [from(CAROUSEL_BREAKPOINTS.md)]: { marginInlineStart: `calc(-1 * ${gapWide})` },
  },
});

/*
 * Slide widths come from CSS alone (docs/product.md#dialogs-and-widgets: 3, then 4 from 640 px, 5 from 768 px, fixed-width cards from 1024 px),
 * so the row is laid out before the script runs and nothing moves when embla takes over. The card's artwork keeps
 * its aspect ratio, which reserves the height.
 */
export const slide = style({
  flex: `0 0 calc(100% / ${CAROUSEL_SLIDES_PER_VIEW.base})`,
  minWidth: 0,
  paddingInlineStart: gap,
  '@media': {
    [from(CAROUSEL_BREAKPOINTS.sm)]: { flexBasis: `calc(100% / ${CAROUSEL_SLIDES_PER_VIEW.sm})` },
    [from(CAROUSEL_BREAKPOINTS.md)]: {
      flexBasis: `calc(100% / ${CAROUSEL_SLIDES_PER_VIEW.md})`,
      paddingInlineStart: gapWide,
    },
    [from(CAROUSEL_BREAKPOINTS.lg)]: { flexBasis: `calc(${CAROUSEL_AUTO_SLIDE_WIDTH}px + ${gapWide})` },
  },
});

export const seeAllLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** Width / height of the games' artwork, so the "See All" tile is the same box as the cards beside it. */
export const tileRatioVar = createVar();

export const seeAllTile = style({
  aspectRatio: tileRatioVar,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${seeAllLink}:hover &, ${seeAllLink}:focus-visible &`]: { borderColor: vars.color.accent },
  },
});

export const seeAllIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});
