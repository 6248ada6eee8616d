import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/**
 * A skeleton line as tall as the heading's line (a text skeleton is spaced for body text), so the title takes its
 * place without a shift. Nested under the heading to outrank the skeleton's own spacing.
 */
export const titleSkeleton = style({
  selectors: { [`${title} &`]: { marginBlock: `calc((${vars.lineHeight.tight} * 1em - 1em) / 2)` } },
});
