import { vars } from '@casino/ui';
import { keyframes, style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  margin: 0,
  lineHeight: vars.lineHeight.tight,
});
export const label = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const amount = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const fade = keyframes({ '50%': { opacity: 0.35 } });
/** Turns while a refresh runs; with reduced motion it only fades gently, still showing that it works. */
export const working = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 1s linear infinite` },
    '(prefers-reduced-motion: reduce)': { animation: `${fade} 2s ease-in-out infinite` },
  },
});
