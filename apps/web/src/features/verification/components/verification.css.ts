import { mediaQueries, vars } from '@casino/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const statusRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const slots = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tabletUp]: { gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))' } },
});

export const slot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const slotHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const slotTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const detail = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const reason = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const link = style({ color: vars.color.link, fontSize: vars.fontSize.sm });

/** The document choice: three names do not fit side by side on a 320 px phone, so there they stack. */
export const choice = style({ minWidth: 0 });
globalStyle(`${choice} [role="radiogroup"]`, {
  gridAutoFlow: 'row',
  '@media': { [mediaQueries.tabletUp]: { gridAutoFlow: 'column' } },
});
