import { describe, expect, it } from 'vitest';
import { resolveColorScheme, themeColorFor, toSchemeChoice } from './color-scheme-choice';

describe('the colour scheme decision', () => {
  it.each([
    { stored: null, prefersDark: false, scheme: 'light' },
    { stored: null, prefersDark: true, scheme: 'dark' },
    { stored: 'light', prefersDark: false, scheme: 'light' },
    { stored: 'light', prefersDark: true, scheme: 'light' },
    { stored: 'dark', prefersDark: false, scheme: 'dark' },
    { stored: 'dark', prefersDark: true, scheme: 'dark' },
    { stored: 'system', prefersDark: true, scheme: 'dark' },
    { stored: 'DARK', prefersDark: false, scheme: 'light' },
    { stored: '', prefersDark: true, scheme: 'dark' },
  ])(
    'given the stored choice $stored on a device preferring dark: $prefersDark, shows $scheme',
    ({ stored, prefersDark, scheme }) => {
      expect(resolveColorScheme(stored, prefersDark)).toBe(scheme);
    },
  );

  it.each([
    { stored: 'light', choice: 'light' },
    { stored: 'dark', choice: 'dark' },
    { stored: null, choice: 'system' },
    { stored: 'system', choice: 'system' },
    { stored: 'sepia', choice: 'system' },
    { stored: 1, choice: 'system' },
  ])('reads the stored $stored as the choice $choice', ({ stored, choice }) => {
    expect(toSchemeChoice(stored)).toBe(choice);
  });

  it('is self-contained, so the boot script can carry it as source', () => {
    const copy = new Function(`return (${resolveColorScheme.toString()})`)() as typeof resolveColorScheme;
    expect([copy('dark', false), copy(null, true), copy(null, false)]).toEqual(['dark', 'dark', 'light']);
  });

  const backgrounds = { light: '#f6f3ff', dark: '#0f0b1e' };
  it.each([
    { media: '(prefers-color-scheme: light)', choice: 'system', color: '#f6f3ff' },
    { media: '(prefers-color-scheme: dark)', choice: 'system', color: '#0f0b1e' },
    { media: '(prefers-color-scheme: light)', choice: 'dark', color: '#0f0b1e' },
    { media: '(prefers-color-scheme: dark)', choice: 'light', color: '#f6f3ff' },
    { media: null, choice: 'system', color: '#f6f3ff' },
  ] as const)(
    'colours the toolbar meta for $media with $color under the choice $choice',
    ({ media, choice, color }) => {
      expect(themeColorFor(media, choice, backgrounds)).toBe(color);
    },
  );
});
