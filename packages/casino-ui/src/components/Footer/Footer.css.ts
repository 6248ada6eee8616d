import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const footer = style({
  marginTop: vars.space.xxl,
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

const gutters = {
  paddingInline: vars.space.md,
  '@media': { [mediaQueries.tabletUp]: { paddingInline: vars.space.xl } },
} as const;

export const top = style({
  ...gutters,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  '@media': {
    ...gutters['@media'],
    [mediaQueries.desktopUp]: { flexDirection: 'row', gap: vars.space.xxl, paddingBlock: vars.space.xxl },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [mediaQueries.desktopUp]: { flex: '0 0 220px' } },
});

export const contact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const groups = style({
  display: 'grid',
  // Stacked on phones; side by side from tablets, as many columns as fit.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  flex: 1,
  '@media': {
    [mediaQueries.tabletUp]: { gridTemplateColumns: 'repeat(auto-fit, minmax(136px, 1fr))' },
    // Desktop: every group in one row, however many the app passes; long labels wrap inside their column.
    [mediaQueries.desktopUp]: {
      gridTemplateColumns: 'none',
      gridAutoFlow: 'column',
      gridAutoColumns: 'minmax(0, 1fr)',
      gap: vars.space.lg,
    },
  },
});

export const groupTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const links = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // Links stacked in a list: 32 px rows keep each one a comfortable target (WCAG 2.5.8 asks for 24).
  minHeight: '32px',
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const externalIcon = style({ flexShrink: 0 });

export const bottom = style({
  ...gutters,
  paddingBlock: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
});
