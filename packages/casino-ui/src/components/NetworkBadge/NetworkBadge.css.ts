import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The usdt networks (docs/product.md#entities: only usdt has networks). */
export const usdtNetworks = ['bsc', 'trc20', 'erc20'] as const;

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

// A coloured dot tells the three networks apart at a glance; the text, not the colour, carries the meaning
// (WCAG 1.4.1), so theme colours are enough and no chain brand colour is hard-coded.
export const dot = style({
  width: '6px',
  height: '6px',
  borderRadius: vars.radius.pill,
  flexShrink: 0,
  backgroundColor: vars.color.textMuted,
  selectors: {
    '[data-network="bsc"] > &': { backgroundColor: vars.color.warning },
    '[data-network="trc20"] > &': { backgroundColor: vars.color.danger },
    '[data-network="erc20"] > &': { backgroundColor: vars.color.accent },
  },
});
