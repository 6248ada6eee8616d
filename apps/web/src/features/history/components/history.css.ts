import { breakpoints, vars } from '@casino/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  maxWidth: 520,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tableWrap = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

/**
 * A table from 640 px; on phones every row becomes a card of label–value lines (the labels come from `data-label`),
 * so nothing scrolls sideways. Chromium and Firefox keep the table semantics under `display: block`.
 */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [phone]: { display: 'block' } },
});

export const headCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const numericHead = style([headCell, { textAlign: 'end' }]);

export const row = style({
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
  '@media': {
    [phone]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xxs,
      padding: `${vars.space.sm} ${vars.space.md}`,
    },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'top',
  // A crypto address is one long word: it breaks inside its card instead of running out of it.
  overflowWrap: 'anywhere',
  '@media': {
    [phone]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: vars.space.md,
      padding: 0,
      textAlign: 'end',
    },
  },
});

export const numericCell = style([
  cell,
  { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
]);

globalStyle(`${table} thead`, {
  '@media': {
    [phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${table} tbody`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${cell}::before, ${numericCell}::before`, {
  '@media': {
    [phone]: { content: 'attr(data-label)', color: vars.color.textMuted, textAlign: 'start', flexShrink: 0 },
  },
});

export const gameLink = style({ color: vars.color.text, textDecorationThickness: 1 });

export const status = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});
export const statusPending = style([status, { borderColor: vars.color.warning }]);
export const statusDone = style([status, { borderColor: vars.color.success }]);
export const statusFailed = style([status, { borderColor: vars.color.danger }]);

export const skeletonRows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
});

export const visuallyHiddenLegend = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
