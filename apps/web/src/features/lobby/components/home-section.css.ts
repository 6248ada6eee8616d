import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** Room for what paints outside a row's box (the focus rings of the row and of its buttons: 2 px offset, 2 px wide). */
const focusRingRoom = '4px';

/**
 * A row's layout and paint wait until it nears the viewport (docs/architecture.md#byte-budgets): the lobby's later rows cost the first screen
 * nothing while it paints and hydrates. That containment clips what paints outside the box, so the box reaches
 * `focusRingRoom` further out, and a negative margin keeps it where it was. Before a row first renders, the height of
 * a typical row at phone width keeps the scrollbar close; after, its real height is remembered (`auto`). The height
 * alone: the width comes from the page's column, as it would without containment.
 */
export const offscreenRow = style({
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 280px',
  padding: focusRingRoom,
  margin: `calc(-1 * ${focusRingRoom})`,
});
