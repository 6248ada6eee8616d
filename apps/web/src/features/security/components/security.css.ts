import { mediaQueries, vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const text = style({ margin: 0, color: vars.color.textMuted });
export const strongText = style({ margin: 0, color: vars.color.text });
export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const setupGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tabletUp]: { gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'start' } },
});

// A QR code needs a light quiet zone around dark modules to scan, whatever the scheme.
export const qrFrame = style({
  justifySelf: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: '#ffffff',
  lineHeight: 0,
});

export const secret = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.08em',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const codeList = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
  columnGap: vars.space.xl,
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  userSelect: 'all',
});

export const deviceList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const device = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const deviceFacts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const deviceName = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const deviceDetail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const badge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const notice = style({ margin: 0, color: vars.color.text, selectors: { '&:empty': { display: 'none' } } });

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surfaceRaised,
});
