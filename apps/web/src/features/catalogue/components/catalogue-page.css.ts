import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, maxWidth: '20rem' });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A category tile's height, which its placeholder shares (tile-skeleton.tsx). */
export const TILE_MIN_HEIGHT = '56px';
/** A provider button's height (casino-ui's small button), which its placeholder shares. */
export const PROVIDER_TILE_HEIGHT = '32px';

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: TILE_MIN_HEIGHT,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.surfaceRaised },
  },
});

export const tileIcon = style({ color: vars.color.accent, flexShrink: 0 });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Provider names run longer than category names: wider columns so each fits on one line. */
export const providerTiles = style([tiles, { gridTemplateColumns: 'repeat(auto-fill, minmax(13.5rem, 1fr))' }]);

export const providerButton = style({ justifyContent: 'flex-start', whiteSpace: 'nowrap' });
