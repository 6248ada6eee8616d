import { mediaQueries, vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Two fields side by side from the small breakpoint up, stacked on a phone. */
export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.tabletUp]: { gridTemplateColumns: '1fr 1fr' } },
});

export const phoneRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.tabletUp]: { gridTemplateColumns: '2fr 3fr' } },
});

export const phoneVerification = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const codeRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const verified = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.success,
  fontWeight: 600,
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const formError = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
});

export const termsLink = style({ color: 'inherit', textDecoration: 'underline' });
