import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
// Loaded first so the panel size below wins over Modal's own widths at equal specificity.
// biome-ignore lint/style/noRestrictedImports: only a stylesheet can order the cascade; an index.ts would run React code in the CSS build.
import '../Modal/Modal.css';
import { searchBoxIcon, searchBoxInput, searchBox as searchControl } from '../../private/search-box.css';

const closeButtonSize = '40px';

// A fixed height, so the panel does not jump as results come and go; wider than Modal's `lg` from 1024 px, where the
// category sidebar appears beside the grid.
export const panel = style({
  height: '92dvh',
  '@media': {
    [mediaQueries.tabletUp]: { height: `min(820px, calc(100dvh - 2 * ${vars.space.xl}))` },
    [mediaQueries.desktopUp]: { width: `min(1120px, calc(100vw - 2 * ${vars.space.xl}))` },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  // Room for the close button in the top corner.
  padding: `${vars.space.lg} calc(${closeButtonSize} + ${vars.space.lg}) ${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [mediaQueries.tabletUp]: { paddingLeft: vars.space.xl } },
});

// The header popover's search box, stretched across the dialog's header. It has no react-aria focus
// state of its own (the dialog's input is plain), so focus-within draws the ring.
export const searchBox = style([
  searchControl,
  {
    flex: '1 1 auto',
    selectors: {
      '&:focus-within': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
    },
  },
]);

export const searchIcon = searchBoxIcon;

export const searchInput = style([
  searchBoxInput,
  {
    selectors: {
      // The dialog's own close button is the way out; the browser's clear cross would be a second, tiny one.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
    },
  },
]);

// Phone first: categories are a row of buttons above the results; from 1024 px a sidebar beside them.
export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [mediaQueries.desktopUp]: {
      display: 'grid',
      gridTemplateColumns: '220px minmax(0, 1fr)',
      alignItems: 'start',
      gap: vars.space.xl,
    },
  },
});

export const categories = style({
  display: 'flex',
  minWidth: 0,
  border: 'none',
  gap: vars.space.xs,
  margin: `0 calc(-1 * ${vars.space.xl})`,
  padding: `0 ${vars.space.xl} ${vars.space.xs}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@media': {
    [mediaQueries.desktopUp]: {
      position: 'sticky',
      top: 0,
      flexDirection: 'column',
      margin: 0,
      padding: 0,
      overflowX: 'visible',
    },
  },
});

export const category = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
  '@media': {
    [mediaQueries.desktopUp]: {
      justifyContent: 'flex-start',
      minHeight: '40px',
      border: 'none',
      borderRadius: vars.radius.md,
      textAlign: 'start',
      whiteSpace: 'normal',
    },
  },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const selectBox = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  minHeight: '40px',
  minWidth: '200px',
  maxWidth: '100%',
  paddingBlock: 0,
  paddingInlineStart: vars.space.md,
  // Room for the chevron drawn over the end of the box.
  paddingInlineEnd: `calc(${vars.space.md} + 20px)`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const selectChevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  pointerEvents: 'none',
  color: vars.color.textMuted,
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const searching = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  color: vars.color.textMuted,
});

// Earlier results stay while a new search runs, dimmed so the visitor sees they are about to change.
export const results = style({
  transition: `opacity ${vars.motion.durationFast}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.5 } },
});

export const loadMore = style({ display: 'flex', justifyContent: 'center' });
