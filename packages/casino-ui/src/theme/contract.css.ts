import { createThemeContract } from '@vanilla-extract/css';
import type { Tokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

const contractShape: Contract<Tokens> = {
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    border: null,
    text: null,
    textMuted: null,
    primary: null,
    primaryHover: null,
    onPrimary: null,
    accent: null,
    onAccent: null,
    link: null,
    danger: null,
    onDanger: null,
    success: null,
    warning: null,
    focusRing: null,
    overlay: null,
    skeleton: null,
  },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { sm: null, md: null, lg: null },
  zIndex: { header: null, drawer: null, overlay: null, modal: null, popover: null, toast: null },
  motion: { durationFast: null, durationBase: null, easing: null },
};

/** The one contract every component reads. Brands fill it; components never see a brand. */
export const vars = createThemeContract(contractShape);
