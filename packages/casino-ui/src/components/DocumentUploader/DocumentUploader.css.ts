import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  margin: 0,
  minInlineSize: 0,
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: {
    // A file held over the zone: the edge and the background say it may be dropped.
    '&[data-dragging]': { borderColor: vars.color.primary, backgroundColor: vars.color.surfaceRaised },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

// Floated, the legend is an ordinary row of the grid instead of sitting on the dashed edge.
export const label = style({
  float: 'inline-start',
  inlineSize: '100%',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** Only where a mouse can drag a file: phones show the camera instead. */
export const dropText = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { '(pointer: coarse)': { display: 'none' } },
});

/** A camera is a phone's or a tablet's: a desktop's file picker already is the other button. */
export const cameraButton = style({
  '@media': { '(pointer: fine)': { display: 'none' } },
});

export const progress = style({ display: 'grid', gap: vars.space.xs });

export const progressRow = style({ display: 'flex', alignItems: 'end', gap: vars.space.sm });

export const progressBar = style({ flex: '1 1 auto', minWidth: 0 });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
