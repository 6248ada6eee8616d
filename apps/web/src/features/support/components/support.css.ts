import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const intro = style({ margin: 0, maxWidth: '72ch' });
export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
export const channels = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});
export const channel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const channelTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const link = style({ color: vars.color.link, textDecoration: 'underline', overflowWrap: 'anywhere' });
export const faqList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const faqItem = style({
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const faqQuestion = style({
  cursor: 'pointer',
  padding: vars.space.md,
  fontWeight: vars.fontWeight.medium,
  minHeight: 24,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});
export const faqAnswer = style({ margin: 0, padding: `0 ${vars.space.md} ${vars.space.md}` });
export const search = style({ maxWidth: 480 });
