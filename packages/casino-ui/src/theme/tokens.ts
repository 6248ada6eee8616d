/**
 * Everything a brand decides. A brand supplies a complete Tokens object; components read only the theme contract
 * built from this shape (theme/contract.css.ts), never a brand's values.
 */
export type Tokens = {
  color: {
    /** Page background. */
    background: string;
    /** Cards, menus, modals. */
    surface: string;
    /** Something raised above a surface: inputs, hovered rows. */
    surfaceRaised: string;
    border: string;
    text: string;
    /** Secondary text; must keep 4.5:1 contrast on `surface`. */
    textMuted: string;
    /** Main call to action (Sign up, Deposit). */
    primary: string;
    primaryHover: string;
    /** Text on `primary`. */
    onPrimary: string;
    /** Secondary emphasis (Log in). */
    accent: string;
    /** Links in running text; must keep 4.5:1 contrast on `background`, `surface` and `surfaceRaised`. */
    link: string;
    onAccent: string;
    danger: string;
    onDanger: string;
    success: string;
    warning: string;
    focusRing: string;
    /** Backdrop behind modals and drawers. */
    overlay: string;
    skeleton: string;
  };
  font: {
    body: string;
    heading: string;
    mono: string;
  };
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  fontWeight: { regular: string; medium: string; bold: string };
  lineHeight: { tight: string; normal: string };
  space: { none: string; xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { sm: string; md: string; lg: string };
  zIndex: { header: string; drawer: string; overlay: string; modal: string; popover: string; toast: string };
  motion: { durationFast: string; durationBase: string; easing: string };
};
