import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  selectors: {
    // The heading takes focus only programmatically, when the step changes (tabindex -1); it is not a control, so a
    // focus ring on it would look like something to press.
    '&:focus': { outline: 'none' },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
});

export const backButton = style({ flex: 'none' });

// On phones Continue takes the rest of the row, the easiest target for a thumb; from 640 px it keeps its own width
// at the end of the row.
export const continueGroup = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  flex: '1 1 0',
  minWidth: 0,
  marginInlineStart: 'auto',
  '@media': {
    [mediaQueries.tabletUp]: { flex: '0 1 auto', minWidth: '12rem', alignItems: 'flex-end' },
  },
});

export const reason = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  '@media': {
    [mediaQueries.tabletUp]: { textAlign: 'end' },
  },
});
