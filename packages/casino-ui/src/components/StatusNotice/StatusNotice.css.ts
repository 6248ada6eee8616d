import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const base = style({
  display: 'flex',
  gap: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  // The accent edge tells the notice apart from content without relying on colour alone: the text says it too.
  borderInlineStartWidth: '4px',
  borderInlineStartColor: vars.color.warning,
});

export const root = styleVariants({
  // In place of content that has not arrived: centred like EmptyState and ErrorState.
  block: [
    base,
    {
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      paddingBlock: vars.space.xl,
      paddingInline: vars.space.lg,
    },
  ],
  // Above the page, leaving it usable: one row that wraps on narrow screens.
  banner: [
    base,
    {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
    },
  ],
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.warning });

const textBase = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const text = styleVariants({
  block: [textBase, { alignItems: 'center', maxWidth: '48ch' }],
  // Takes the row's free space, so the button wraps under the text only when the row is too narrow for both.
  banner: [textBase, { flex: '1 1 16rem' }],
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const action = style({ flexShrink: 0 });
