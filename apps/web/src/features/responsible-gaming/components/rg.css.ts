import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 960 });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const subTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: 2, fontSize: vars.fontSize.sm });
export const strong = style({ fontWeight: vars.fontWeight.bold });
export const pending = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const success = style({ color: vars.color.success, margin: 0, fontWeight: vars.fontWeight.bold });
export const error = style({ color: vars.color.danger, margin: 0 });
export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
});
export const paused = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.surface,
});
export const pausedTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: 4 });
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'start',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
});
export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });

/** The tools link's label is longer than a 320 px phone: it wraps instead of widening the page (WCAG 1.4.10). */
export const toolsLink = style({
  selectors: { 'a&': { whiteSpace: 'normal', textAlign: 'center' } },
});
