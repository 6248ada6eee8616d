import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { headerHeight } from '../../theme/layout';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: vars.space.xs,
  paddingBlock: vars.space.xs,
  gap: vars.space.sm,
  minHeight: headerHeight.phone,
  paddingInline: vars.space.md,
  '@media': {
    [mediaQueries.tabletUp]: { gap: vars.space.lg, paddingInline: vars.space.xl },
    [mediaQueries.desktopUp]: { minHeight: headerHeight.desktop },
    // The narrowest phones (320 px) leave that one row little room: tighter edges and gaps keep the logo in view.
    'screen and (max-width: 359px)': {
      selectors: { '&[data-search-from="desktop"]': { paddingInline: vars.space.sm, gap: vars.space.xs } },
    },
  },
  // Without a search to wrap onto a row of its own, the row never wraps: the logo gives way instead.
  selectors: { '&[data-search-from="desktop"]': { flexWrap: 'nowrap' } },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  marginInlineStart: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    // Desktop shows the side menu as a column, so there is nothing to open.
    [mediaQueries.desktopUp]: { display: 'none' },
  },
});

// The logo gives way before the actions do: on a narrow phone Log in / Sign up must stay on screen, with no
// sideways scrolling of the whole page.
export const logo = style({ display: 'flex', alignItems: 'center', flexShrink: 1, minWidth: 0, overflow: 'hidden' });

export const search = style({
  display: 'flex',
  justifyContent: 'center',
  // On a phone a search box cannot share the row with logo and actions: placed last, it wraps onto its own
  // full-width row. A compact search button fits and stays on the first row, after the actions.
  order: 1,
  flex: '1 1 auto',
  minWidth: 0,
  '@media': {
    [mediaQueries.tabletUp]: { order: 0 },
    [mediaQueries.desktopUp]: { selectors: { '&[data-from="desktop"]': { display: 'flex' } } },
  },
  selectors: {
    // Hidden, not unmounted: what the slot holds (a search dialog opened from elsewhere) keeps working.
    '&[data-from="desktop"]': { display: 'none' },
  },
});

export const spacer = style({ flex: 1 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  marginInlineStart: 'auto',
});
