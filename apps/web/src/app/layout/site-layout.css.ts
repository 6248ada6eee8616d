import { vars } from '@casino/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 32,
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

/** The brand's logo.svg, 32 px high whatever its own size; its width follows its viewBox. */
export const logoMark = style({ display: 'inline-flex', flexShrink: 0 });
globalStyle(`${logoMark} > svg`, { display: 'block', height: 32, width: 'auto' });

export const logoText = style({
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 479px)': { display: 'none' } },
});

export const visitorActions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
/** A player's header part while its code arrives: about the width it will take on a phone, so nothing jumps much. */
export const playerActionsPlaceholder = style({ width: 200, height: 40 });
export const actionsPlaceholder = style([visitorActions, { visibility: 'hidden' }]);

export const contactList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
});

export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const adultsBadge = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

// Footer links are at least 24 px tall (WCAG 2.5.8 target size) and keep full contrast.
const footerLink = { color: vars.color.text, display: 'inline-block', minHeight: 24, padding: `${vars.space.xxs} 0` };
globalStyle(`${contactList} a`, footerLink);
globalStyle(`${bottom} a`, footerLink);
globalStyle(`${bottom} p`, { margin: 0 });

// The footer's language picker keeps a field's width instead of stretching across the legal strip.
export const languageSwitch = style({ alignSelf: 'flex-start', minWidth: 180, marginBlock: vars.space.sm });

// The scheme switch's three segments stay one short row, on a phone too.
export const colorSchemeSwitch = style({ alignSelf: 'flex-start', width: '100%', maxWidth: 320 });
