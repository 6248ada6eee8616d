import { mediaQueries, vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const sections = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.desktopUp]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  '@media': { [mediaQueries.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const phoneRow = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(7rem, 1fr) minmax(0, 2fr)',
});

export const wide = style({ '@media': { [mediaQueries.tabletUp]: { gridColumn: '1 / -1' } } });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const message = {
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.surfaceRaised,
};

/**
 * A live region that stays in the accessibility tree (so its new text is announced); empty, it takes no room, also
 * cancelling the section's gap.
 */
export const notice = style({
  ...message,
  selectors: { '&:empty': { padding: 0, border: 0, marginTop: `calc(-1 * ${vars.space.lg})` } },
});

export const alert = style({ ...message, borderColor: vars.color.danger });

export const badge = style({
  display: 'inline-block',
  marginInlineStart: vars.space.sm,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  verticalAlign: 'middle',
});
export const verifiedBadge = style([badge, { borderColor: vars.color.success }]);
export const unverifiedBadge = style([badge, { borderColor: vars.color.warning }]);

export const resendVerification = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xs,
  marginBlockStart: vars.space.sm,
});

export const resendStatus = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});

export const resendError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
