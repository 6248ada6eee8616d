import type { Tokens } from '../../theme/tokens';
import { baseScale } from '../base-scale';

/** Lagoon: a white-label brand, light and airy (its default scheme), deep teal with coral accents and rounder shapes. */
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
    link: '#0f766e',
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

/**
 * Lagoon's dark scheme: deep teal-navy surfaces, light text, bright teal calls to action and coral accents with dark
 * text on them. Every text colour keeps 4.5:1 on background, surface and surfaceRaised (WCAG 1.4.3).
 */
export const lagoonDarkTokens: Tokens = {
  ...lagoonTokens,
  color: {
    background: '#061a1e',
    surface: '#0b252b',
    surfaceRaised: '#12333a',
    border: '#2e5760',
    text: '#e6f4f3',
    textMuted: '#a3c2c1',
    primary: '#2dd4bf',
    primaryHover: '#5eead4',
    onPrimary: '#042f2a',
    accent: '#fb8a5c',
    onAccent: '#2a0d02',
    link: '#2dd4bf',
    danger: '#f87171',
    onDanger: '#1f0606',
    success: '#4ade80',
    warning: '#fbbf24',
    focusRing: '#67e8f9',
    overlay: 'rgba(2, 10, 12, 0.72)',
    skeleton: '#17393f',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.3)',
    md: '0 4px 12px rgba(0, 0, 0, 0.35)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.45)',
  },
};
