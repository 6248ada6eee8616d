import type { Tokens } from '../../theme/tokens';
import { baseScale } from '../base-scale';

/** Royale: the default casino brand, dark violet with gold calls to action (its default scheme). */
export const royaleTokens: Tokens = {
  ...baseScale,
  color: {
    background: '#0f0b1e',
    surface: '#1a1430',
    surfaceRaised: '#251d42',
    border: '#3a2f5e',
    text: '#f5f3ff',
    textMuted: '#b9b0d9',
    primary: '#f5b301',
    primaryHover: '#ffc933',
    onPrimary: '#1a1206',
    accent: '#8b5cf6',
    onAccent: '#ffffff',
    link: '#f5b301',
    danger: '#f87171',
    onDanger: '#1f0606',
    success: '#34d399',
    warning: '#fbbf24',
    focusRing: '#fde68a',
    overlay: 'rgba(5, 3, 12, 0.72)',
    skeleton: '#2c2450',
  },
  font: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Poppins', 'Inter', system-ui, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
  },
};

/**
 * Royale's light scheme: lavender and white surfaces, deep violet text, the same gold calls to action with dark text.
 * Every text colour keeps 4.5:1 on background, surface and surfaceRaised (WCAG 1.4.3).
 */
export const royaleLightTokens: Tokens = {
  ...royaleTokens,
  color: {
    background: '#f6f3ff',
    surface: '#ffffff',
    surfaceRaised: '#ede8fb',
    border: '#b4a8dc',
    text: '#1d1240',
    textMuted: '#574a80',
    primary: '#f5b301',
    primaryHover: '#e0a300',
    onPrimary: '#1a1206',
    accent: '#6d28d9',
    onAccent: '#ffffff',
    // Gold on a light ground is too faint to read: links take the violet accent.
    link: '#6d28d9',
    danger: '#b91c1c',
    onDanger: '#ffffff',
    success: '#047857',
    warning: '#92400e',
    focusRing: '#6d28d9',
    overlay: 'rgba(29, 18, 64, 0.55)',
    skeleton: '#e4ddf7',
  },
  shadow: {
    sm: '0 1px 2px rgba(29, 18, 64, 0.1)',
    md: '0 4px 14px rgba(29, 18, 64, 0.14)',
    lg: '0 16px 40px rgba(29, 18, 64, 0.2)',
  },
};
