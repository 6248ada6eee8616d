import type { Tokens } from '../theme/tokens';

/** Scales most brands share; a brand may override any of them. */
export const baseScale: Omit<Tokens, 'color' | 'font'> = {
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem' },
  fontWeight: { regular: '400', medium: '600', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '40px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.3)',
    md: '0 4px 12px rgba(0, 0, 0, 0.35)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.45)',
  },
  zIndex: { header: '100', drawer: '200', overlay: '300', modal: '310', popover: '400', toast: '500' },
  motion: { durationFast: '120ms', durationBase: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
};
