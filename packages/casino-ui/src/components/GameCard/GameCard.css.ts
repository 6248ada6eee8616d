import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Width / height of the game's artwork; reserves the space before the image arrives, so nothing shifts (CLS). */
export const aspectRatioVar = createVar();

export const card = style({
  position: 'relative',
  minWidth: 0,
  fontFamily: vars.font.body,
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const media = style({
  position: 'relative',
  display: 'block',
  aspectRatio: aspectRatioVar,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: {
    [`${link}:hover &, ${link}:focus-visible &`]: { transform: 'scale(1.04)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});

const oneLine = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** A game's name takes at most this many lines, then ends in an ellipsis; the link keeps the full name. */
const NAME_LINES = 2;

// Two lines are always reserved, so cards in a row line up whatever their names' lengths.
export const name = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: NAME_LINES,
  overflow: 'hidden',
  overflowWrap: 'break-word',
  minHeight: `calc(${NAME_LINES}em * ${vars.lineHeight.normal})`,
  paddingInline: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});

export const provider = style({
  ...oneLine,
  margin: 0,
  marginBlockStart: `calc(-1 * ${vars.space.xs})`,
  paddingInline: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

// Outside the link (a button inside a link is invalid HTML), laid over the artwork's top-right corner.
export const favorite = style({
  position: 'absolute',
  top: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  zIndex: 1,
});

// The skeleton's text lines take the same line boxes as the card's name and provider, so a card that replaces its
// skeleton is exactly as tall (the space above stands for the link's gap).
export const skeletonText = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlockStart: vars.space.xs,
  paddingInline: vars.space.xxs,
});

export const skeletonName = style({
  display: 'block',
  minHeight: `calc(${NAME_LINES}em * ${vars.lineHeight.normal})`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const skeletonProvider = style({
  display: 'block',
  marginBlockStart: `calc(-1 * ${vars.space.xs})`,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});
