import { describe, expect, it } from 'vitest';
import { type BootEnvironment, boot } from './boot';
import { BOOT_SETTINGS, bootScriptSource } from './boot-script';

/** `<html>` as the boot script sees it, with what was stored on this device. */
function run(input: {
  lang?: string;
  pathname: string;
  route: string | null;
  stored?: Partial<Record<string, string>>;
}) {
  const attributes = new Map<string, string>([['lang', input.lang ?? 'en']]);
  const env: BootEnvironment = {
    root: {
      getAttribute: (name) => attributes.get(name) ?? null,
      setAttribute: (name, value) => void attributes.set(name, value),
    },
    pathname: input.pathname,
    prerenderedRoute: input.route,
    storage: () => ({ getItem: (key) => input.stored?.[key] ?? null }),
  };
  boot(BOOT_SETTINGS, env);
  return {
    lang: attributes.get('lang'),
    stale: attributes.has(BOOT_SETTINGS.staleAttribute),
    consentDecided: attributes.has(BOOT_SETTINGS.consentDecidedAttribute),
  };
}

const consent = (choice: string, version = 1) => JSON.stringify({ version, choice, decidedAt: '2026-01-01T00:00:00Z' });

describe('the boot script', () => {
  it.each([
    { case: 'a first visit to the lobby', pathname: '/', route: '/', stored: {}, lang: 'en', stale: false },
    { case: 'a category frame', pathname: '/categories/slots', route: '/categories/:alias', stored: {}, stale: false },
    { case: 'letters in another case', pathname: '/Games/x/', route: '/games/:alias', stored: {}, stale: false },
    { case: 'the lobby served for another path', pathname: '/user/bets', route: '/', stored: {}, stale: true },
    { case: 'the shell (no frame)', pathname: '/user/bets', route: null, stored: {}, stale: false },
    {
      case: 'a stored German choice',
      pathname: '/',
      route: '/',
      stored: { 'casino.language': 'de' },
      lang: 'de',
      stale: true,
    },
    { case: 'a stored English choice', pathname: '/', route: '/', stored: { 'casino.language': 'EN' }, stale: false },
    {
      case: 'an unknown stored language',
      pathname: '/',
      route: '/',
      stored: { 'casino.language': 'fr' },
      stale: false,
    },
    {
      case: 'German in the shell',
      pathname: '/user/bets',
      route: null,
      stored: { 'casino.language': 'de-AT' },
      lang: 'de',
      stale: false,
    },
  ])('marks $case stale: $stale', ({ pathname, route, stored, lang = 'en', stale }) => {
    const result = run({ pathname, route, stored });
    expect(result.stale).toBe(stale);
    expect(result.lang).toBe(lang);
  });

  it.each([
    { stored: undefined, decided: false },
    { stored: consent('accepted'), decided: true },
    { stored: consent('rejected'), decided: true },
    { stored: consent('accepted', 0), decided: false },
    { stored: consent('maybe'), decided: false },
    { stored: 'not json', decided: false },
  ])('hides the banner for a stored consent $stored: $decided', ({ stored, decided }) => {
    const storage = stored === undefined ? {} : { 'casino.cookie-consent': stored };
    expect(run({ pathname: '/', route: '/', stored: storage }).consentDecided).toBe(decided);
  });

  it('leaves the frame alone when storage is blocked', () => {
    const attributes = new Map<string, string>([['lang', 'en']]);
    boot(BOOT_SETTINGS, {
      root: { getAttribute: (n) => attributes.get(n) ?? null, setAttribute: (n, v) => void attributes.set(n, v) },
      pathname: '/',
      prerenderedRoute: '/',
      storage: () => {
        throw new Error('SecurityError');
      },
    });
    expect([...attributes.keys()]).toEqual(['lang']);
  });

  it('is a script file that runs the same function with the app settings', () => {
    const source = bootScriptSource();
    expect(source).toContain(JSON.stringify(BOOT_SETTINGS));
    expect(source).toContain('meta[name="prerendered-route"]');
    expect(() => new Function(source)).not.toThrow();
  });
});
