import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const intro = style({ margin: 0, maxWidth: '72ch', fontSize: vars.fontSize.md });
export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const levelName = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
export const threshold = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const benefits = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const link = style({ color: vars.color.link, textDecoration: 'underline' });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
