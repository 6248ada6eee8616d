import { describe, expect, it } from 'vitest';
import { colorSchemes } from '../theme/color-scheme';
import type { Tokens } from '../theme/tokens';
import { lagoonDefaultScheme, lagoonSchemes } from './lagoon';
import { royaleDefaultScheme, royaleSchemes } from './royale';

/** WCAG 2.x relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const brands = { royale: royaleSchemes, lagoon: lagoonSchemes };
const cases = Object.entries(brands).flatMap(([brand, schemes]) =>
  colorSchemes.map((scheme) => ({ brand, scheme, tokens: schemes[scheme] as Tokens })),
);
/** Text colours and the grounds components put them on (status colours sit on a page or a card, never on an input). */
const pairs = [
  ...(['text', 'textMuted', 'link'] as const).flatMap((text) =>
    (['background', 'surface', 'surfaceRaised'] as const).map((ground) => [text, ground] as const),
  ),
  ...(['danger', 'success', 'warning'] as const).flatMap((text) =>
    (['background', 'surface'] as const).map((ground) => [text, ground] as const),
  ),
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onDanger', 'danger'],
] as const;

describe('the brand schemes', () => {
  it('give each brand its original scheme by default (royale dark, lagoon light)', () => {
    expect([royaleDefaultScheme, lagoonDefaultScheme]).toEqual(['dark', 'light']);
  });

  it.each(cases)('$brand $scheme: every text colour keeps 4.5:1 on every ground (WCAG 1.4.3)', ({ tokens }) => {
    const { color } = tokens;
    for (const [text, ground] of pairs) {
      expect(contrast(color[text], color[ground]), `${text} on ${ground}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(cases)('$brand $scheme: the scheme is the one its name says', ({ scheme, tokens }) => {
    const dark = luminance(tokens.color.background) < luminance(tokens.color.text);
    expect(dark ? 'dark' : 'light').toBe(scheme);
  });
});
