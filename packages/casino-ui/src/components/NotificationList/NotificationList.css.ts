import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [mediaQueries.tabletUp]: { gridTemplateColumns: 'auto 1fr auto' } },
  selectors: {
    // Unread stands out by weight and a raised surface, never by colour alone (the dot and the hidden word say it too).
    '&[data-unread]': { backgroundColor: vars.color.surfaceRaised },
  },
});

export const dot = style({
  width: '10px',
  height: '10px',
  marginBlockStart: '6px',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  selectors: {
    [`${item}[data-unread] &`]: { backgroundColor: vars.color.primary },
  },
});

export const body = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  selectors: { [`${item}[data-unread] &`]: { fontWeight: vars.fontWeight.bold } },
});

export const link = style({ color: vars.color.link });

export const message = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** On a phone the mark button sits under the text, so the title keeps the width; beside it from 640 px. */
export const action = style({
  gridColumn: '2',
  justifySelf: 'start',
  '@media': { [mediaQueries.tabletUp]: { gridColumn: 'auto' } },
});
