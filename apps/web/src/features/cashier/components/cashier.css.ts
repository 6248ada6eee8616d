import { mediaQueries, vars } from '@casino/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
// The tabs wrap onto a second line on a narrow phone: a cut-off "Pending withdrawals" hid that the tab exists.
export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  borderBottom: '3px solid transparent',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs, padding: 0 });
export const choices = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
});
export const choice = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 48,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
export const choiceInput = style({ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'inherit' });
export const choiceNote = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, marginLeft: 'auto' });
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
export const success = style({ color: vars.color.success, margin: 0, fontWeight: vars.fontWeight.bold });
export const error = style({ color: vars.color.danger, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const frame = style({
  width: '100%',
  height: 360,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const frameHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: 28 });
export const addressBox = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQueries.tabletUp]: { gridTemplateColumns: 'auto 1fr', alignItems: 'start' } },
});
export const qr = style({
  background: '#fff',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  width: 'fit-content',
});
export const mono = style({ fontFamily: 'ui-monospace, monospace', wordBreak: 'break-all', margin: 0 });
export const tagBox = style({
  border: `2px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const tagValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });
export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${dl} dd`, { margin: 0, fontWeight: vars.fontWeight.bold });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
export const tableWrap = style({ overflowX: 'auto' });
export const destination = style({ wordBreak: 'break-all', maxWidth: 260 });
export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.bold, paddingBottom: vars.space.xs });

// Phones: each withdrawal is a small card of label/value lines instead of a table wider than the screen.
const phone = 'screen and (max-width: 639.98px)';
globalStyle(`${table} thead`, {
  '@media': { [phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } },
});
globalStyle(`${table} tr`, {
  '@media': {
    [phone]: {
      display: 'grid',
      gap: vars.space.xxs,
      padding: `${vars.space.sm} 0`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${table} td`, {
  '@media': { [phone]: { display: 'grid', gridTemplateColumns: '8rem 1fr', border: 0, padding: 0, maxWidth: 'none' } },
});
globalStyle(`${table} td::before`, {
  '@media': { [phone]: { content: 'attr(data-label)', color: vars.color.textMuted, fontSize: vars.fontSize.sm } },
});
globalStyle(`${table} td:empty`, { '@media': { [phone]: { display: 'none' } } });
