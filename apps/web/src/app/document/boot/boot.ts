/**
 * The document's first script (a classic script in <head>, so it runs before anything paints). The prerendered
 * frame is the same for every visitor; this marks `<html>` where this visitor's stored state makes parts of it wrong,
 * so CSS hides them until the app has rendered the right ones (docs/architecture.md#byte-budgets):
 * - a stored language (else the default one) other than the document's: `lang` is set to it and the prerendered
 *   content is hidden (main.tsx then renders from scratch in that language instead of hydrating); a server that
 *   reads the language cookie this script keeps sends the right language's document in the first place;
 * - a path the document is not the frame of (a static host's SPA fallback serving the lobby's index.html for
 *   `/user/bets`): the content is hidden the same way;
 * - a cookie choice already made: the banner the frame holds for the undecided is hidden;
 * - the colour scheme: the stored choice (light or dark), else the device's `prefers-color-scheme`, goes on `<html>`
 *   as `data-color-scheme`, which the brand theme's CSS keys off, so the first paint is already in the right scheme
 *   and one prerendered document serves both (docs/product.md#light-and-dark);
 * - a visitor the server's inlined `GET /site` answer places in a country the brand does not serve, on a page closed
 *   to them: the page's content is hidden (not the header and menu), so the lobby never shows before the geo-block
 *   page replaces it (docs/architecture.md#answers-inlined-by-the-server); the geo-block gate shows it again once it knows what to show;
 * - a game's inlined `GET /games/{alias}` answer: its artwork, the game page's largest element, is preloaded at high
 *   priority while the document is still being parsed, and painted into the frame's artwork placeholder through a
 *   CSS property on `<html>`, instead of when the app has run and drawn it (LCP); its name goes into the
 *   frame's heading the same way, so the page is titled from its first paint and the heading does not change size
 *   when the app takes over.
 *
 * The script file then starts the app: the prerendered document carries its module tags in an inert template, added
 * to the page once the frame has painted and the artwork has arrived (boot-script.ts, fill-document.ts).
 *
 * Why a script file and not an inline one: the API's CSP allows `script-src 'self'` only, and a static host
 * may send a CSP of its own; a hashed file under /assets passes both without per-deployment hashes, and it is fetched
 * in parallel with the stylesheet, which blocks the first paint anyway.
 *
 * The function is serialised into that file (vite-plugins/prerender.ts), so it must use nothing from outside.
 */
export type BootSettings = {
  languageStorageKey: string;
  languages: readonly string[];
  defaultLanguage: string;
  languageCookie: string;
  languageCookieMaxAge: number;
  consentStorageKey: string;
  consentVersion: number;
  staleAttribute: string;
  consentDecidedAttribute: string;
  routeMetaName: string;
  /** The `GET /site` call's key among the inlined answers. */
  siteAnswerKey: string;
  geoPendingAttribute: string;
  /** The `GET /games/{alias}` call's path pattern among the inlined answers (`/games/:alias`). */
  gameAnswerPattern: string;
  /** Where relative game images live (the app's VITE_CDN_BASE_URL), as the game page resolves them. */
  imageBaseUrl: string;
  /** Set on `<html>` once the artwork is in the property below; the boot style then paints it into the placeholder. */
  gameArtworkAttribute: string;
  gameArtworkProperty: string;
  /** Set on `<html>` once the game's name is in the property below; the boot style then shows it in the heading. */
  gameNameAttribute: string;
  gameNameProperty: string;
  colorSchemeStorageKey: string;
  colorSchemeAttribute: string;
};

export type BootEnvironment = {
  root: Pick<HTMLElement, 'setAttribute' | 'getAttribute'> & { style: Pick<CSSStyleDeclaration, 'setProperty'> };
  pathname: string;
  /** The content of the document's prerendered-route meta, or null for the shell. */
  prerenderedRoute: string | null;
  storage: () => Pick<Storage, 'getItem'> | undefined;
  setCookie: (cookie: string) => void;
  /** The text of the document's inlined-answers block, or null without one (a static host's document). */
  inlinedAnswers: () => string | null;
  openToBlockedVisitors: (pathname: string) => boolean;
  /** Whether the device prefers a dark scheme (`prefers-color-scheme: dark`). */
  prefersDark: () => boolean;
  /** The app's own decision (features/color-scheme), serialised into the script with it. */
  resolveColorScheme: (stored: string | null, prefersDark: boolean) => string;
  /** The design system's image URL rule, serialised too, so the preload asks for the very URL the page draws. */
  resolveImageUrl: (image: string, base: string) => string;
  /** Adds `<link rel="preload" as="image" fetchpriority="high">` for the URL; the app's code waits for it. */
  preloadImage: (href: string) => void;
};

export function boot(settings: BootSettings, env: BootEnvironment): void {
  const read = (key: string) => {
    try {
      return env.storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const segments = (path: string) => path.split('/').filter((segment) => segment !== '');
  // As the router matches: `:name` is any one segment, letters in any case, a trailing slash ignored.
  const matches = (pattern: string, path: string) => {
    const want = segments(pattern);
    const have = segments(path);
    return (
      want.length === have.length &&
      want.every((part, i) => part.charAt(0) === ':' || part.toLowerCase() === (have[i] ?? '').toLowerCase())
    );
  };

  const stored = (read(settings.languageStorageKey) ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const chosen = settings.languages.indexOf(stored) >= 0 ? stored : null;
  // The app speaks the stored choice, else the default; the server may have sent the document in another one (a
  // cookie left from a choice since cleared from storage), so the two are compared, not assumed.
  const language = chosen ?? settings.defaultLanguage;
  const languageDiffers = language !== env.root.getAttribute('lang');
  env.root.setAttribute('lang', language);
  // The server picks the document's language from this cookie (docs/product.md#languages); kept equal to the stored choice,
  // so a choice made before the cookie existed reaches the server from the next visit on.
  try {
    env.setCookie(
      chosen === null
        ? `${settings.languageCookie}=; Path=/; Max-Age=0; SameSite=Lax`
        : `${settings.languageCookie}=${chosen}; Path=/; Max-Age=${settings.languageCookieMaxAge}; SameSite=Lax`,
    );
  } catch {
    // Cookies blocked: the server keeps sending the default language's document, which the app then replaces.
  }
  let prefersDark = false;
  try {
    prefersDark = env.prefersDark();
  } catch {
    // No matchMedia: light, as a device that states no preference.
  }
  env.root.setAttribute(
    settings.colorSchemeAttribute,
    env.resolveColorScheme(read(settings.colorSchemeStorageKey), prefersDark),
  );

  const route = env.prerenderedRoute;
  if (route !== null && (languageDiffers || !matches(route, env.pathname)))
    env.root.setAttribute(settings.staleAttribute, '');

  try {
    const consent = JSON.parse(read(settings.consentStorageKey) ?? 'null') as { version?: unknown; choice?: unknown };
    if (
      consent?.version === settings.consentVersion &&
      (consent.choice === 'accepted' || consent.choice === 'rejected')
    ) {
      env.root.setAttribute(settings.consentDecidedAttribute, '');
    }
  } catch {
    // Not JSON: no choice was stored, the banner stays.
  }

  let answers: Record<string, unknown> | null = null;
  try {
    answers = JSON.parse(env.inlinedAnswers() ?? 'null') as Record<string, unknown> | null;
  } catch {
    // No readable answers: the app asks the API, and the gate decides after the first paint as before.
  }
  if (answers === null || typeof answers !== 'object') return;
  const site = answers[settings.siteAnswerKey] as { status?: unknown; data?: { countryBlocked?: unknown } } | undefined;
  if (site?.status === 'success' && site.data?.countryBlocked === true && !env.openToBlockedVisitors(env.pathname)) {
    env.root.setAttribute(settings.geoPendingAttribute, '');
  }
  // A CSS string: quotes, backslashes and line breaks escaped, so no answer can end it early and add CSS of its own.
  const cssString = (text: string) => `"${text.replace(/[\\"\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;
  for (const key of Object.keys(answers)) {
    if (!matches(settings.gameAnswerPattern, key)) continue;
    const game = answers[key] as { status?: unknown; data?: { image?: unknown; name?: unknown } } | null;
    const name = game?.status === 'success' ? game.data?.name : undefined;
    if (typeof name === 'string' && name.trim() !== '') {
      env.root.style.setProperty(settings.gameNameProperty, cssString(name.trim()));
      env.root.setAttribute(settings.gameNameAttribute, '');
    }
    const image = game?.status === 'success' ? game.data?.image : undefined;
    const href = typeof image === 'string' ? env.resolveImageUrl(image, settings.imageBaseUrl) : '';
    if (href !== '') {
      try {
        env.preloadImage(href);
      } catch {
        // The page draws the artwork all the same, only later.
      }
      env.root.style.setProperty(settings.gameArtworkProperty, `url(${cssString(href)})`);
      env.root.setAttribute(settings.gameArtworkAttribute, '');
    }
  }
}
