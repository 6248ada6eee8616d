import type { Tokens } from '../../theme/tokens';
import { baseScale } from '../base-scale';

/** Royale: the default casino brand, dark violet with gold calls to action. */
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
