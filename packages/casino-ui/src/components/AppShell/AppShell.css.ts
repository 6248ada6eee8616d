import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { BOTTOM_INSET_PROPERTY, headerHeight, sideColumnMaxHeight, sideMenuWidth } from '../../theme/layout';

const bottomInset = `var(${BOTTOM_INSET_PROPERTY}, 0px)`;

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  paddingBottom: bottomInset,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const skipLink = style({
  position: 'fixed',
  top: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  // Off screen rather than display: none, so keyboard users can still reach it (WCAG 2.4.1). Its shadow comes with
  // focus only: off screen, the shadow reached below the top edge as a pale bar over the header.
  transform: 'translateY(calc(-100% - 16px))',
  selectors: {
    '&:focus': {
      transform: 'none',
      boxShadow: vars.shadow.md,
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const frame = recipe({
  base: { flex: 1, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' },
  variants: {
    withSideMenu: {
      true: { '@media': { [mediaQueries.desktopUp]: { gridTemplateColumns: `${sideMenuWidth} minmax(0, 1fr)` } } },
      false: {},
    },
  },
});

export const sideColumn = style({
  // Phones reach the menu through the header's menu button and the drawer instead.
  display: 'none',
  '@media': {
    [mediaQueries.desktopUp]: {
      // The grid cell stretches to the page's height, so the column's surface runs down to the footer.
      display: 'block',
      borderInlineEnd: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
    },
  },
});

export const sideColumnInner = style({
  position: 'sticky',
  top: headerHeight.desktop,
  maxHeight: sideColumnMaxHeight(bottomInset),
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const content = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const main = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  // Anchored scrolls (the skip link) must not end up under the sticky header.
  scrollMarginTop: headerHeight.desktop,
  '@media': {
    [mediaQueries.tabletUp]: { paddingInline: vars.space.xl },
  },
  selectors: {
    // Focus lands here from the skip link; the jump itself is the feedback, a ring round the page is noise.
    '&:focus': { outline: 'none' },
  },
});
