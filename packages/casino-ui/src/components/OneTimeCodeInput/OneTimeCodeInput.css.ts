import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// One real input lies over the boxes and takes every key, paste and autofill; the boxes only draw its value. The
// input's own text, caret and selection are transparent so the boxes are all a sighted player sees, while a screen
// reader meets one labelled field.

export const boxes = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  // Up to 48 px a box, narrower on a small phone: six boxes always fit on one line.
  gridTemplateColumns: 'repeat(var(--one-time-code-length, 6), minmax(0, 48px))',
  width: 'fit-content',
  maxWidth: '100%',
});

export const input = style({
  position: 'absolute',
  inset: 0,
  // An input keeps its own intrinsic width between its insets; it must cover every box.
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'transparent',
  caretColor: 'transparent',
  // Large enough that iOS does not zoom into the field when it gets focus.
  fontSize: '16px',
  letterSpacing: '-1em',
  cursor: 'text',
  selectors: {
    '&:focus, &:focus-visible': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

globalStyle(`${input}::selection`, { background: 'transparent' });

const blink = keyframes({ '0%, 50%': { opacity: 1 }, '50.01%, 100%': { opacity: 0 } });

export const slot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '52px',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${boxes}[data-invalid] &`]: { borderColor: vars.color.danger },
    '&[data-active]': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
    [`${boxes}[data-disabled] &`]: { opacity: 0.6 },
  },
});

/** The blinking bar in the empty box the next digit goes to. */
export const caret = style({
  width: '2px',
  height: '1.2em',
  backgroundColor: vars.color.text,
  animation: `${blink} 1s step-end infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
