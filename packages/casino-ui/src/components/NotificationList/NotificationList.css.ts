import { style } from '@vanilla-extract/css';
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
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    // Unread stands out by weight and a raised surface, never by colour alone (the dot and the hidden word say it too).
    '&[data-unread]': { backgroundColor: vars.color.surfaceRaised },
  },
});

export const dot = style({
  width: '10px',
  height: '10px',
  marginTop: '6px',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  selectors: {
    [`${item}[data-unread] &`]: { backgroundColor: vars.color.primary },
  },
});

export const body = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.regular,
  selectors: { [`${item}[data-unread] &`]: { fontWeight: vars.fontWeight.bold } },
});

export const link = style({ color: vars.color.link });

export const message = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** The mark button sits under the text, so the title keeps the width on a phone. */
export const action = style({ gridColumn: '2', justifySelf: 'start' });
