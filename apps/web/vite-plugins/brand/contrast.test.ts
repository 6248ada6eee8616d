import type { Tokens } from '@casino/ui';
import { royaleSchemes } from '@casino/ui/themes/royale';
import { CONTRAST_PAIRS, contrastFailures, contrastRatio, describeFailure } from './contrast.ts';

describe('the WCAG contrast ratio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['white', 'rgb(0 0 0)', 21],
    ['#f5b301', '#0f0b1e', 10.42],
    ['hsl(0 0% 100%)', '#595959', 7],
  ])('of %s on %s is %s:1, whichever is the ground', (fore, ground, ratio) => {
    expect(contrastRatio(fore, ground)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(ground, fore)).toBeCloseTo(ratio, 2);
  });

  it.each([
    ['not-a-colour', /not a CSS colour/],
    ['rgba(0, 0, 0, 0.5)', /see-through/],
  ])('refuses %s', (colour, message) => {
    expect(() => contrastRatio(colour, '#ffffff')).toThrow(message);
  });
});

const withColors = (tokens: Tokens, color: Partial<Tokens['color']>): Tokens => ({
  ...tokens,
  color: { ...tokens.color, ...color },
});

describe('a brand scheme checked against the pairs components draw', () => {
  it('passes Royale, whose both schemes keep every pair', () => {
    expect(contrastFailures(royaleSchemes)).toEqual([]);
  });

  it.each([
    [{ textMuted: '#6b6680' }, 'dark: textMuted on background is 3.', 'text needs 4.5:1'],
    [{ focusRing: '#2a2440' }, 'dark: focusRing on background is 1.', 'a UI part needs 3:1'],
    [{ onPrimary: '#ffffff' }, 'dark: onPrimary on primary is 1.', 'text needs 4.5:1'],
  ])('names a failing pair of the dark scheme, with its ratio (%o)', (color, start, end) => {
    const failures = contrastFailures({ ...royaleSchemes, dark: withColors(royaleSchemes.dark, color) });
    expect(failures.length).toBeGreaterThan(0);
    const first = describeFailure(failures[0] as (typeof failures)[number]);
    expect(first.startsWith(start), first).toBe(true);
    expect(first.endsWith(end), first).toBe(true);
  });

  it('checks both schemes: a failure of the light one is named as light', () => {
    const failures = contrastFailures({
      ...royaleSchemes,
      light: withColors(royaleSchemes.light, { link: '#f5b301' }),
    });
    expect(failures.map((failure) => `${failure.scheme} ${failure.fore} ${failure.ground}`)).toEqual([
      'light link background',
      'light link surface',
      'light link surfaceRaised',
    ]);
  });

  it('holds text to 4.5:1 and UI parts to 3:1', () => {
    expect(new Set(CONTRAST_PAIRS.filter((pair) => pair.kind === 'text').map((pair) => pair.fore))).toEqual(
      new Set(['text', 'textMuted', 'link', 'danger', 'success', 'warning', 'onPrimary', 'onDanger']),
    );
    expect(new Set(CONTRAST_PAIRS.filter((pair) => pair.kind === 'ui').map((pair) => pair.fore))).toEqual(
      new Set(['focusRing', 'accent']),
    );
  });
});
