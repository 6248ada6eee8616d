import type { Tokens } from '../../theme/tokens';
import { baseScale } from '../base-scale';

/** Lagoon: a white-label brand, light and airy, deep teal with coral accents and rounder shapes. */
export const lagoonTokens: Tokens = {
  ...baseScale,
  color: {
    background: '#f4f8f8',
    surface: '#ffffff',
    surfaceRaised: '#e8f1f1',
    border: '#b8cfd0',
    text: '#0d2b2e',
    textMuted: '#44605f',
    primary: '#0f766e',
    primaryHover: '#115e59',
    onPrimary: '#ffffff',
    accent: '#c2410c',
    onAccent: '#ffffff',
    danger: '#b91c1c',
    onDanger: '#ffffff',
    success: '#15803d',
    warning: '#a16207',
    focusRing: '#0e7490',
    overlay: 'rgba(13, 43, 46, 0.55)',
    skeleton: '#dbe7e7',
  },
  font: {
    body: "'Nunito', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Nunito', system-ui, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
  },
  radius: { sm: '8px', md: '14px', lg: '22px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(13, 43, 46, 0.08)',
    md: '0 4px 14px rgba(13, 43, 46, 0.12)',
    lg: '0 16px 40px rgba(13, 43, 46, 0.18)',
  },
};
