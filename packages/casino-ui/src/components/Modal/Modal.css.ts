import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
// Loaded first so `close` below wins over Button's own size and padding at equal specificity.
// biome-ignore lint/style/noRestrictedImports: only a stylesheet can order the cascade; an index.ts would run React code in the CSS build.
import '../Button/Button.css';

export const modalSizes = ['sm', 'md', 'lg'] as const;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideUp = keyframes({
  from: { transform: 'translateY(16px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});
const noMotion = { '(prefers-reduced-motion: reduce)': { animation: 'none' } };

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
  '@media': noMotion,
});

// Mobile first: below 640 px the panel is a bottom sheet as wide as the screen, so thumbs reach the actions and long
// forms (sign-up) get the whole height. From 640 px it is a centred dialog of the chosen width.
export const panel = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    insetInline: 0,
    bottom: 0,
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: '92dvh',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderTopLeftRadius: vars.radius.lg,
    borderTopRightRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    overflow: 'hidden',
    animation: `${slideUp} ${vars.motion.durationBase} ${vars.motion.easing}`,
    '@media': {
      ...noMotion,
      [mediaQueries.tabletUp]: {
        insetInline: 'auto',
        bottom: 'auto',
        top: '50%',
        left: '50%',
        translate: '-50% -50%',
        maxHeight: `calc(100dvh - 2 * ${vars.space.xl})`,
        borderRadius: vars.radius.lg,
      },
    },
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    size: {
      sm: { '@media': { [mediaQueries.tabletUp]: { width: `min(400px, calc(100vw - 2 * ${vars.space.xl}))` } } },
      md: { '@media': { [mediaQueries.tabletUp]: { width: `min(560px, calc(100vw - 2 * ${vars.space.xl}))` } } },
      lg: { '@media': { [mediaQueries.tabletUp]: { width: `min(800px, calc(100vw - 2 * ${vars.space.xl}))` } } },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ModalPanelVariants = NonNullable<RecipeVariants<typeof panel>>;

const closeButtonSize = '40px';

export const title = style({
  margin: 0,
  // Room for the close button, which sits in the top corner.
  padding: `${vars.space.xl} calc(${closeButtonSize} + ${vars.space.lg}) ${vars.space.sm} ${vars.space.xl}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  paddingInline: vars.space.xl,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

// Layered over Button's ghost look (this file loads after Button's styles): only placement and a round, square box.
export const close = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
  // 40 px keeps the target well above the 24 px minimum (WCAG 2.5.8).
  width: closeButtonSize,
  height: closeButtonSize,
  padding: 0,
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.xl,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  // Keeps the actions above the home indicator of phones without a home button.
  paddingBottom: `max(${vars.space.lg}, env(safe-area-inset-bottom))`,
});
