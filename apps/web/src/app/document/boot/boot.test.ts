import { resolveImageUrl } from '@casino/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveColorScheme } from '@/features/color-scheme';
import { matchesOpenToBlocked, OPEN_TO_BLOCKED } from '@/features/site';
import { APP_MODULES_TEMPLATE_ID } from '@/lib/document/boot-attributes';
import { type BootEnvironment, boot } from './boot';
import { APP_START_MAX_WAIT_MS, BOOT_SETTINGS, bootScriptSource } from './boot-script';

/** `<html>` as the boot script sees it, with what was stored on this device. */
function run(input: {
  lang?: string;
  pathname: string;
  route: string | null;
  stored?: Partial<Record<string, string>>;
  inlined?: string | null;
  prefersDark?: boolean | 'no matchMedia';
}) {
  const attributes = new Map<string, string>([['lang', input.lang ?? 'en']]);
  const cookies: string[] = [];
  const preloaded: string[] = [];
  const properties = new Map<string, string>();
  const env: BootEnvironment = {
    root: {
      getAttribute: (name) => attributes.get(name) ?? null,
      setAttribute: (name, value) => void attributes.set(name, value),
      style: { setProperty: (name, value) => void properties.set(name, value ?? '') },
    },
    pathname: input.pathname,
    prerenderedRoute: input.route,
    storage: () => ({ getItem: (key) => input.stored?.[key] ?? null }),
    setCookie: (cookie) => void cookies.push(cookie),
    inlinedAnswers: () => input.inlined ?? null,
    openToBlockedVisitors: (path) => matchesOpenToBlocked(OPEN_TO_BLOCKED, path),
    prefersDark: () => {
      if (input.prefersDark === 'no matchMedia') throw new TypeError('window.matchMedia is not a function');
      return input.prefersDark ?? false;
    },
    resolveColorScheme,
    resolveImageUrl,
    preloadImage: (href) => void preloaded.push(href),
  };
  boot(BOOT_SETTINGS, env);
  return {
    cookies,
    preloaded,
    artwork: attributes.has(BOOT_SETTINGS.gameArtworkAttribute)
      ? (properties.get(BOOT_SETTINGS.gameArtworkProperty) ?? 'no property')
      : null,
    name: attributes.has(BOOT_SETTINGS.gameNameAttribute)
      ? (properties.get(BOOT_SETTINGS.gameNameProperty) ?? 'no property')
      : null,
    geoPending: attributes.has(BOOT_SETTINGS.geoPendingAttribute),
    lang: attributes.get('lang'),
    stale: attributes.has(BOOT_SETTINGS.staleAttribute),
    consentDecided: attributes.has(BOOT_SETTINGS.consentDecidedAttribute),
    colorScheme: attributes.get(BOOT_SETTINGS.colorSchemeAttribute),
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
    {
      case: 'a German document for a stored German choice',
      lang: 'de',
      stored: { 'casino.language': 'de' },
      stale: false,
    },
    { case: 'a German document without a stored choice', lang: 'de', stored: {}, stale: true, want: 'en' },
    {
      case: 'a German document for a stored English choice',
      lang: 'de',
      stored: { 'casino.language': 'en' },
      stale: true,
      want: 'en',
    },
  ])('marks $case stale: $stale', ({ lang, stored, stale, want = lang }) => {
    const result = run({ lang, pathname: '/', route: '/', stored });
    expect(result.stale).toBe(stale);
    expect(result.lang).toBe(want);
  });

  it.each([
    { stored: { 'casino.language': 'de' }, cookie: 'casino_lang=de; Path=/; Max-Age=31536000; SameSite=Lax' },
    { stored: {}, cookie: 'casino_lang=; Path=/; Max-Age=0; SameSite=Lax' },
    { stored: { 'casino.language': 'xx' }, cookie: 'casino_lang=; Path=/; Max-Age=0; SameSite=Lax' },
  ])('keeps the language cookie equal to the stored choice $stored', ({ stored, cookie }) => {
    expect(run({ pathname: '/', route: '/', stored }).cookies).toEqual([cookie]);
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
      root: {
        getAttribute: (n) => attributes.get(n) ?? null,
        setAttribute: (n, v) => void attributes.set(n, v),
        style: { setProperty: () => {} },
      },
      pathname: '/',
      prerenderedRoute: '/',
      storage: () => {
        throw new Error('SecurityError');
      },
      setCookie: () => {
        throw new Error('SecurityError');
      },
      inlinedAnswers: () => null,
      openToBlockedVisitors: () => false,
      prefersDark: () => true,
      resolveColorScheme,
      resolveImageUrl,
      preloadImage: () => {},
    });
    // The scheme still follows the device; only a stored choice is out of reach.
    expect(Object.fromEntries(attributes)).toEqual({ lang: 'en', 'data-color-scheme': 'dark' });
  });

  it.each([
    { stored: undefined, prefersDark: false, scheme: 'light' },
    { stored: undefined, prefersDark: true, scheme: 'dark' },
    { stored: 'dark', prefersDark: false, scheme: 'dark' },
    { stored: 'light', prefersDark: true, scheme: 'light' },
    { stored: 'system', prefersDark: true, scheme: 'dark' },
    { stored: 'sepia', prefersDark: false, scheme: 'light' },
    { stored: 'dark', prefersDark: 'no matchMedia', scheme: 'dark' },
    { stored: undefined, prefersDark: 'no matchMedia', scheme: 'light' },
  ] as const)(
    'given the stored scheme $stored on a device preferring dark: $prefersDark, paints $scheme',
    ({ stored, prefersDark, scheme }) => {
      const storage = stored === undefined ? {} : { 'casino.color-scheme': stored };
      expect(run({ pathname: '/', route: '/', stored: storage, prefersDark }).colorScheme).toBe(scheme);
    },
  );

  const siteAnswer = (data: unknown, status = 'success') => JSON.stringify({ '/site': { status, data, message: '' } });
  const blocked = siteAnswer({ country: 'US', countryBlocked: true });

  it.each([
    { case: 'a blocked visitor in the lobby', pathname: '/', inlined: blocked, pending: true },
    { case: 'a blocked visitor on a game', pathname: '/games/x', inlined: blocked, pending: true },
    { case: 'a blocked visitor on the terms', pathname: '/en/terms-and-conditions', inlined: blocked, pending: false },
    { case: 'a blocked visitor on support', pathname: '/support/', inlined: blocked, pending: false },
    { case: 'a served visitor', pathname: '/', inlined: siteAnswer({ countryBlocked: false }), pending: false },
    { case: 'an error answer', pathname: '/', inlined: siteAnswer({ countryBlocked: true }, 'error'), pending: false },
    { case: 'a static host (no answers)', pathname: '/', inlined: null, pending: false },
    { case: 'a broken block', pathname: '/', inlined: '{"/site":', pending: false },
    { case: 'a block of another shape', pathname: '/', inlined: '[1]', pending: false },
  ])('hides the content for $case: $pending', ({ pathname, inlined, pending }) => {
    expect(run({ pathname, route: null, inlined }).geoPending).toBe(pending);
  });

  const gameAnswer = (image: unknown, status = 'success', key = '/games/gold-rush') =>
    JSON.stringify({ [key]: { status, data: { alias: 'gold-rush', image }, message: '' } });

  it.each([
    {
      case: 'a game with a relative image',
      inlined: gameAnswer('games/gold-rush.svg'),
      preloaded: ['/cdn/games/gold-rush.svg'],
    },
    {
      case: 'a game with an image on another host',
      inlined: gameAnswer('https://img.example/gold.webp'),
      preloaded: ['https://img.example/gold.webp'],
    },
    { case: 'a game without an image', inlined: gameAnswer(''), preloaded: [] },
    { case: 'an image that is not text', inlined: gameAnswer(42), preloaded: [] },
    { case: 'an error answer', inlined: gameAnswer('games/x.svg', 'error'), preloaded: [] },
    {
      case: 'a list answer (/games/categories)',
      inlined: gameAnswer('games/x.svg', 'success', '/games'),
      preloaded: [],
    },
    { case: 'the site answer alone', inlined: siteAnswer({ countryBlocked: false }), preloaded: [] },
    { case: 'a static host (no answers)', inlined: null, preloaded: [] },
  ])('preloads the artwork of $case: $preloaded', ({ inlined, preloaded }) => {
    expect(run({ pathname: '/games/gold-rush', route: '/games/:alias', inlined }).preloaded).toEqual(preloaded);
  });

  it.each([
    { case: 'a relative image', image: 'games/gold-rush.svg', artwork: 'url("/cdn/games/gold-rush.svg")' },
    {
      case: 'an image on another host',
      image: 'https://img.example/a.webp',
      artwork: 'url("https://img.example/a.webp")',
    },
    // Whatever the server sends stays one CSS string: it cannot close the url() and add rules of its own.
    {
      case: 'quotes and a backslash',
      image: 'https://img.example/a")b\\c.webp',
      artwork: 'url("https://img.example/a\\22 )b\\5c c.webp")',
    },
    { case: 'a line break', image: 'https://img.example/a\nb.webp', artwork: 'url("https://img.example/a\\a b.webp")' },
    { case: 'no image', image: '', artwork: null },
  ])('paints the artwork into the placeholder for $case: $artwork', ({ image, artwork }) => {
    expect(run({ pathname: '/games/gold-rush', route: '/games/:alias', inlined: gameAnswer(image) }).artwork).toBe(
      artwork,
    );
  });

  const namedGame = (name: unknown, status = 'success') =>
    JSON.stringify({ '/games/gold-rush': { status, data: { alias: 'gold-rush', name, image: '' }, message: '' } });

  it.each([
    { case: 'a name', name: 'Gold Rush', shown: '"Gold Rush"' },
    { case: 'spaces around it', name: '  Gold Rush ', shown: '"Gold Rush"' },
    // Whatever the server sends stays one CSS string: it cannot close it and add rules of its own.
    { case: 'quotes and a backslash', name: 'Gold "Rush"\\', shown: '"Gold \\22 Rush\\22 \\5c "' },
    { case: 'a line break', name: 'Gold\nRush', shown: '"Gold\\a Rush"' },
    { case: 'an empty name', name: '  ', shown: null },
    { case: 'a name that is not text', name: 42, shown: null },
  ])('writes the game’s name into the heading for $case: $shown', ({ name, shown }) => {
    expect(run({ pathname: '/games/gold-rush', route: '/games/:alias', inlined: namedGame(name) }).name).toBe(shown);
  });

  it('writes no name from an error answer', () => {
    expect(
      run({ pathname: '/games/gold-rush', route: '/games/:alias', inlined: namedGame('Gold Rush', 'error') }).name,
    ).toBeNull();
  });

  describe('as the file the document loads', () => {
    /** The answers the server wrote into the document. */
    function inlineAnswers(json: string) {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = 'inlined-answers';
      block.textContent = json;
      document.head.append(block);
    }

    afterEach(() => {
      document.head.replaceChildren();
      document.documentElement.removeAttribute(BOOT_SETTINGS.geoPendingAttribute);
      document.documentElement.removeAttribute(BOOT_SETTINGS.colorSchemeAttribute);
      document.documentElement.removeAttribute(BOOT_SETTINGS.gameArtworkAttribute);
      document.documentElement.style.removeProperty(BOOT_SETTINGS.gameArtworkProperty);
      document.documentElement.removeAttribute(BOOT_SETTINGS.gameNameAttribute);
      document.documentElement.style.removeProperty(BOOT_SETTINGS.gameNameProperty);
      window.localStorage.clear();
      window.history.replaceState(null, '', '/');
    });

    it.each([
      { pathname: '/categories/slots', pending: true },
      { pathname: '/de/about', pending: false },
    ])('reads the inlined answers and the page rules it carries: $pathname → $pending', ({ pathname, pending }) => {
      window.history.replaceState(null, '', pathname);
      inlineAnswers(blocked);
      new Function(bootScriptSource())();
      expect(document.documentElement.hasAttribute(BOOT_SETTINGS.geoPendingAttribute)).toBe(pending);
    });

    it('preloads an inlined game’s artwork at high priority, as the game page will ask for it', () => {
      inlineAnswers(gameAnswer('games/gold-rush.svg'));
      new Function(bootScriptSource())();
      const link = document.head.querySelector('link[rel="preload"]');
      expect(link?.getAttribute('as')).toBe('image');
      expect(link?.getAttribute('href')).toBe('/cdn/games/gold-rush.svg');
      expect(link?.getAttribute('fetchpriority')).toBe('high');
    });

    /** A prerendered document's head: the app's module tags, inert in their template (fill-document.ts). */
    function withAppModules() {
      const template = document.createElement('template');
      template.id = APP_MODULES_TEMPLATE_ID;
      template.innerHTML =
        '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">';
      document.head.append(template);
    }
    const started = () => ({
      script: document.head.querySelector('script[type="module"]')?.getAttribute('src') ?? null,
      preload: document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href') ?? null,
      template: document.getElementById(APP_MODULES_TEMPLATE_ID) !== null,
    });
    const running = { script: '/assets/index-1.js', preload: '/assets/framework-1.js', template: false };
    const waiting = { script: null, preload: null, template: true };
    /** The next two frames and the task after them: the frame has painted. */
    const paint = () => vi.advanceTimersByTimeAsync(50);

    describe('starts the app', () => {
      beforeEach(() => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] });
      });
      afterEach(() => {
        vi.useRealTimers();
      });

      it('once the frame has painted, with the module tags the document carries', async () => {
        withAppModules();
        new Function(bootScriptSource())();
        await vi.advanceTimersByTimeAsync(0);
        expect(started()).toEqual(waiting);
        await paint();
        expect(started()).toEqual(running);
        expect(document.head.querySelector('script[type="module"]')?.getAttribute('crossorigin')).toBe('');
      });

      it('after a game’s artwork has arrived, so the page’s largest image goes first', async () => {
        withAppModules();
        inlineAnswers(gameAnswer('games/gold-rush.svg'));
        new Function(bootScriptSource())();
        await paint();
        expect(started()).toEqual(waiting);
        document.head.querySelector('link[rel="preload"]')?.dispatchEvent(new Event('load'));
        await paint();
        expect(started()).toEqual(running);
      });

      it(`at the latest ${APP_START_MAX_WAIT_MS} ms after the document was parsed, when the artwork never comes`, async () => {
        withAppModules();
        inlineAnswers(gameAnswer('games/gold-rush.svg'));
        new Function(bootScriptSource())();
        await vi.advanceTimersByTimeAsync(APP_START_MAX_WAIT_MS - 1);
        expect(started()).toEqual(waiting);
        await vi.advanceTimersByTimeAsync(1);
        expect(started()).toEqual(running);
      });

      it('without waiting for a paint when the frame is hidden as wrong for this visitor', async () => {
        withAppModules();
        window.history.replaceState(null, '', '/user/bets');
        const meta = document.createElement('meta');
        meta.name = 'prerendered-route';
        meta.content = '/';
        document.head.append(meta);
        new Function(bootScriptSource())();
        await vi.advanceTimersByTimeAsync(0);
        expect(started()).toEqual(running);
        document.documentElement.removeAttribute(BOOT_SETTINGS.staleAttribute);
      });

      it('even when the visitor’s preferences cannot be read', async () => {
        withAppModules();
        const broken = bootScriptSource({ ...BOOT_SETTINGS, languages: null as unknown as string[] });
        expect(() => new Function(broken)()).toThrow(TypeError);
        await paint();
        expect(started()).toEqual(running);
      });

      describe('where the browser reports its paints', () => {
        let report: (type: string, entry: { name: string }) => void = () => {};
        beforeEach(() => {
          const observers: Array<{ type: string; notify: (entries: unknown[]) => void }> = [];
          vi.stubGlobal(
            'PerformanceObserver',
            class {
              static supportedEntryTypes = ['paint'];
              constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
              observe({ type }: { type: string }) {
                observers.push({ type, notify: (entries) => this.callback({ getEntries: () => entries }) });
              }
            },
          );
          report = (type, entry) => {
            for (const observer of observers) if (observer.type === type) observer.notify([entry]);
          };
        });
        afterEach(() => {
          vi.unstubAllGlobals();
        });

        it('once the first contentful paint is reported, not at the first frame', async () => {
          withAppModules();
          new Function(bootScriptSource())();
          await paint();
          report('paint', { name: 'first-paint' });
          await vi.advanceTimersByTimeAsync(0);
          expect(started()).toEqual(waiting);
          report('paint', { name: 'first-contentful-paint' });
          await vi.advanceTimersByTimeAsync(0);
          expect(started()).toEqual(running);
        });

        it('once both the first contentful paint and the artwork’s have been', async () => {
          withAppModules();
          inlineAnswers(gameAnswer('games/gold-rush.svg'));
          new Function(bootScriptSource())();
          document.head.querySelector('link[rel="preload"]')?.dispatchEvent(new Event('load'));
          await paint();
          expect(started()).toEqual(waiting);
          report('paint', { name: 'first-contentful-paint' });
          await vi.advanceTimersByTimeAsync(0);
          expect(started()).toEqual(running);
        });
      });

      it('leaves the shell alone: its module script is a plain tag of its own', async () => {
        new Function(bootScriptSource())();
        await vi.advanceTimersByTimeAsync(APP_START_MAX_WAIT_MS);
        expect(started()).toEqual({ script: null, preload: null, template: false });
      });
    });

    it.each([
      { stored: null, scheme: 'light' },
      { stored: 'dark', scheme: 'dark' },
    ])('marks <html> with the scheme the app itself decides: stored $stored → $scheme', ({ stored, scheme }) => {
      if (stored) window.localStorage.setItem('casino.color-scheme', stored);
      // jsdom has no matchMedia: the script's own fallback (a device with no preference) must hold.
      new Function(bootScriptSource())();
      expect(document.documentElement.getAttribute('data-color-scheme')).toBe(scheme);
    });
  });

  it('is a script file that runs the same function with the app settings', () => {
    const source = bootScriptSource();
    expect(source).toContain(JSON.stringify(BOOT_SETTINGS));
    expect(source).toContain('meta[name="prerendered-route"]');
    expect(() => new Function(source)).not.toThrow();
  });
});
