import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const formError = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
});

export const formSuccess = style([formError, { borderColor: vars.color.success }]);

export const linkButton = style({
  alignSelf: 'flex-start',
  minHeight: 24,
  padding: `${vars.space.xxs} 0`,
  border: 0,
  background: 'none',
  color: vars.color.text,
  textDecoration: 'underline',
  font: 'inherit',
  cursor: 'pointer',
});

export const switchLine = style({ margin: 0, color: vars.color.textMuted, textAlign: 'center' });

export const stepText = style({ margin: 0, color: vars.color.textMuted });
