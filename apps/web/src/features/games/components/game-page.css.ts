import { vars } from '@casino/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  alignItems: 'flex-start',
});

export const image = style({
  width: 'min(100%, 240px)',
  height: 'auto',
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

/** Adds no box: the placeholder inside stays the layout's item, sized as the artwork. */
export const artworkSlot = style({ display: 'contents' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  color: vars.color.text,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  flex: '1 1 320px',
  minWidth: 0,
});

export const categories = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

globalStyle(`${facts} a`, { color: vars.color.accent });
