import { vars } from '@casino/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxWidth: '40rem',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

// The panel's gap spaces its paragraphs; their own margins would double it.
globalStyle(`${panel} p`, { margin: 0, maxWidth: '60ch' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const subheading = style({ margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.md });

export const links = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
