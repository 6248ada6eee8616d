import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space.sm,
  selectors: { '&:fullscreen': { borderRadius: 0, padding: 0, background: '#000' } },
});

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const frame = style({
  width: '100%',
  // Tall enough for the slot on a phone, capped so the toolbar stays on screen.
  height: 'min(80vh, 720px)',
  minHeight: '480px',
  border: 0,
  borderRadius: vars.radius.md,
  background: '#000',
  selectors: { [`${box}:fullscreen &`]: { height: '100%', borderRadius: 0 } },
});
