import { breakpoints, vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';
import { CONSENT_DECIDED_ATTRIBUTE } from '@/lib/document/boot-attributes';

const banner = style({
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

/** Fixed to the bottom but not modal: the page stays usable behind it, and keeps room for it below its end. */
export const floating = style([
  banner,
  {
    position: 'fixed',
    insetInline: vars.space.md,
    bottom: vars.space.md,
    zIndex: vars.zIndex.popover,
    maxWidth: 720,
    marginInline: 'auto',
    maxHeight: '60vh',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.lg,
    // Before the app runs, the prerendered banner shows only to visitors who have not chosen (app/document/boot/boot.ts).
    selectors: { [`html[${CONSENT_DECIDED_ATTRIBUTE}] &`]: { display: 'none' } },
  },
]);

/**
 * Inside an open dialog: the last part of its panel, below the scrolling body, so it shrinks the body rather than
 * covering it. Capped so that a short phone screen still shows the dialog's own content.
 */
export const inDialog = style([
  banner,
  {
    flexShrink: 0,
    maxHeight: '40dvh',
    paddingBlock: vars.space.md,
    paddingInline: vars.space.xl,
    borderTop: `1px solid ${vars.color.border}`,
  },
]);
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});
export const text = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
export const link = style({ color: vars.color.link, textDecoration: 'underline' });
/** Accept and Reject side by side with the same size and look: neither is the easier choice. */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: '1fr 1fr' } },
  selectors: { [`${inDialog} &`]: { gridTemplateColumns: '1fr 1fr' } },
});
export const settingsButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  minHeight: 24,
  font: 'inherit',
  color: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});
