import { mediaQueries, vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const intro = style({ margin: 0, maxWidth: '72ch' });
export const groupTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  // Wide enough for a leaderboard's nicknames on one line: two cards a row on a desktop, not three cramped ones.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 460px), 1fr))',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // A phone keeps its width for the tables; the roomier padding starts where a phone layout ends.
  padding: vars.space.md,
  '@media': { [mediaQueries.tabletUp]: { padding: vars.space.lg } },
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const name = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
export const description = style({ margin: 0, color: vars.color.textMuted });
export const facts = style({
  margin: 0,
  display: 'grid',
  // The value column may shrink below its longest word (German compounds at 320 px), which then breaks.
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
});
export const factLabel = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'break-word' });
export const subTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  '@media': { [mediaQueries.tabletUp]: { paddingInline: vars.space.sm } },
});
/**
 * Nicknames are the one column that may wrap: a long one breaks inside the cell instead of pushing the leaderboard
 * past the card (and the page) on a 320 to 390 px phone, in the longest language.
 */
export const textCell = style([cell, { overflowWrap: 'anywhere' }]);
export const numberCell = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }]);
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const link = style({ color: vars.color.link, textDecoration: 'underline' });

/** The player's own standing: stated in words, and their row on the board marked by more than colour. */
export const yourPlace = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const yourRow = style({ background: vars.color.surfaceRaised, fontWeight: vars.fontWeight.bold });
