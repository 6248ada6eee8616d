import { vars } from '@casino/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Long text reads best at about 70 characters a line. */
export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '72ch',
  lineHeight: vars.lineHeight.normal,
});

export const summary = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });
export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const toc = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const tocTitle = style({ margin: 0, marginBottom: vars.space.sm, fontSize: vars.fontSize.md });
// No markers: headings such as "9. Complaints" carry their own numbers.
export const tocList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, scrollMarginTop: 96 });
export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
export const paragraph = style({ margin: 0 });
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const languages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const languageList = style({ display: 'flex', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

// Links in running text are underlined so they are not told apart by colour alone (WCAG 1.4.1).
globalStyle(`${article} a`, { color: vars.color.link, textDecoration: 'underline', textUnderlineOffset: 2 });
globalStyle(`${article} a:focus-visible`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 });
globalStyle(`${languages} a`, { color: vars.color.link, textDecoration: 'underline' });

export const skeletonStack = style({ display: 'grid', gap: vars.space.md, maxWidth: '72ch' });
