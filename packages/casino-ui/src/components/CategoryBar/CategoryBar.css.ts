import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** How the bar lays out from the desktop breakpoint on; on phones it always scrolls sideways. */
export const categoryBarDesktopLayouts = ['scroll', 'wrap'] as const;

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

// The inset leaves room for the focus ring, which the scroll container would otherwise clip.
const ringRoom = '4px';

export const bar = recipe({
  base: {
    display: 'flex',
    flex: '0 1 auto',
    gap: vars.space.xs,
    minWidth: 0,
    margin: 0,
    padding: ringRoom,
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    // Phones: a swipeable row that settles on a button's edge, without a scrollbar under the buttons.
    scrollSnapType: 'x proximity',
    scrollPaddingInline: ringRoom,
    scrollbarWidth: 'none',
    selectors: {
      '&::-webkit-scrollbar': { display: 'none' },
    },
  },
  variants: {
    desktopLayout: {
      // A mouse user has no swipe: from the desktop breakpoint on, a thin scrollbar shows there is more.
      scroll: {
        '@media': {
          // Browsers that know scrollbar-width ignore the ::-webkit-scrollbar rule above once it is set.
          [mediaQueries.desktopUp]: { scrollbarWidth: 'thin' },
        },
      },
      wrap: {
        '@media': {
          [mediaQueries.desktopUp]: { flexWrap: 'wrap', overflowX: 'visible', scrollSnapType: 'none' },
        },
      },
    },
  },
  defaultVariants: { desktopLayout: 'wrap' },
});

export type CategoryBarVariants = NonNullable<RecipeVariants<typeof bar>>;

// 40 px high: above the 24 px WCAG 2.5.8 minimum and an easy thumb target in a sideways-scrolling row.
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  minHeight: '40px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  scrollSnapAlign: 'start',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-selected]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-selected]:hover': { backgroundColor: vars.color.primaryHover, borderColor: vars.color.primaryHover },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const loading = style({
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
