import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { headerHeight } from '../AppShell/layout';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: headerHeight.phone,
  paddingInline: vars.space.md,
  '@media': {
    [mediaQueries.tabletUp]: { gap: vars.space.lg, paddingInline: vars.space.xl },
    [mediaQueries.desktopUp]: { minHeight: headerHeight.desktop },
  },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  marginInlineStart: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    // Desktop shows the side menu as a column, so there is nothing to open.
    [mediaQueries.desktopUp]: { display: 'none' },
  },
});

export const logo = style({ display: 'flex', alignItems: 'center', flexShrink: 0, minWidth: 0 });

export const search = style({
  display: 'flex',
  justifyContent: 'center',
  flex: 1,
  minWidth: 0,
});

export const spacer = style({ flex: 1 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  marginInlineStart: 'auto',
});
