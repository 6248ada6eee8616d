import {
  INLINED_ANSWERS_ELEMENT_ID,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  routes,
} from '@casino/api-contract/routes';
import { COLOR_SCHEME_ATTRIBUTE, resolveImageUrl } from '@casino/ui';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '@/config/consent';
import { env } from '@/config/env';
import { COLOR_SCHEME_STORAGE_KEY, DARK_SCHEME_QUERY, resolveColorScheme } from '@/features/color-scheme';
import { matchesOpenToBlocked, OPEN_TO_BLOCKED } from '@/features/site';
import {
  APP_MODULES_TEMPLATE_ID,
  CONSENT_DECIDED_ATTRIBUTE,
  GAME_ARTWORK_ATTRIBUTE,
  GAME_ARTWORK_PROPERTY,
  GAME_ARTWORK_SLOT_ATTRIBUTE,
  GAME_NAME_ATTRIBUTE,
  GAME_NAME_PROPERTY,
  GAME_NAME_SLOT_ATTRIBUTE,
  GEO_PENDING_ATTRIBUTE,
  MAIN_CONTENT_ID,
  PRERENDER_STALE_ATTRIBUTE,
  PRERENDERED_ROUTE_META,
} from '@/lib/document/boot-attributes';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/language-storage';
import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES } from '@/lib/i18n/languages';
import { type BootSettings, boot } from './boot';
import { startApp } from './start-app';

export const BOOT_SETTINGS: BootSettings = {
  languageStorageKey: LANGUAGE_STORAGE_KEY,
  languages: UI_LANGUAGES,
  defaultLanguage: DEFAULT_UI_LANGUAGE,
  languageCookie: LANGUAGE_COOKIE,
  languageCookieMaxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  consentStorageKey: CONSENT_STORAGE_KEY,
  consentVersion: CONSENT_VERSION,
  staleAttribute: PRERENDER_STALE_ATTRIBUTE,
  consentDecidedAttribute: CONSENT_DECIDED_ATTRIBUTE,
  routeMetaName: PRERENDERED_ROUTE_META,
  siteAnswerKey: routes.site.path,
  geoPendingAttribute: GEO_PENDING_ATTRIBUTE,
  gameAnswerPattern: routes.game.path,
  imageBaseUrl: env.VITE_CDN_BASE_URL,
  gameArtworkAttribute: GAME_ARTWORK_ATTRIBUTE,
  gameArtworkProperty: GAME_ARTWORK_PROPERTY,
  gameNameAttribute: GAME_NAME_ATTRIBUTE,
  gameNameProperty: GAME_NAME_PROPERTY,
  colorSchemeStorageKey: COLOR_SCHEME_STORAGE_KEY,
  colorSchemeAttribute: COLOR_SCHEME_ATTRIBUTE,
};

/**
 * How long the app's code waits at most, once the document is parsed, for the first paint and the artwork: a
 * safety net, as the browser reports the paint well before (a phone on a slow network should not wait long for a
 * picture to play a game).
 */
export const APP_START_MAX_WAIT_MS = 2000;

/**
 * The boot script file's source: `boot` with its settings, run against the page being parsed, then the app's start.
 * The start comes after `boot` whatever `boot` does, even throw: a visitor may lose a preference, never the app.
 */
export function bootScriptSource(settings: BootSettings = BOOT_SETTINGS): string {
  const environment = `{
  root: document.documentElement,
  pathname: location.pathname,
  prerenderedRoute: (document.querySelector('meta[name="${settings.routeMetaName}"]') || { content: null }).content,
  storage: function () { return window.localStorage; },
  setCookie: function (cookie) { document.cookie = cookie; },
  inlinedAnswers: function () {
    var block = document.getElementById(${JSON.stringify(INLINED_ANSWERS_ELEMENT_ID)});
    return block ? block.textContent : null;
  },
  openToBlockedVisitors: function (path) {
    return (${matchesOpenToBlocked.toString()})(${JSON.stringify(OPEN_TO_BLOCKED)}, path);
  },
  prefersDark: function () { return window.matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}).matches; },
  resolveColorScheme: ${resolveColorScheme.toString()},
  resolveImageUrl: ${resolveImageUrl.toString()},
  preloadImage: function (href) {
    var link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'image');
    link.setAttribute('href', href);
    link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
    images.push({
      settled: new Promise(function (settle) {
        link.addEventListener('load', settle);
        link.addEventListener('error', settle);
      })
    });
  }
}`;
  return `(function () {
var images = [];
try {
  (${boot.toString()})(${JSON.stringify(settings)}, ${environment});
} finally {
  (${startApp.toString()})(
    ${JSON.stringify(APP_MODULES_TEMPLATE_ID)},
    !document.documentElement.hasAttribute(${JSON.stringify(settings.staleAttribute)}),
    images,
    ${APP_START_MAX_WAIT_MS}
  );
}
})();\n`;
}

/**
 * Hides a prerendered frame the boot script found wrong for this visitor, until main.tsx renders the right one, and
 * paints the artwork and the name the boot script found.
 */
export const BOOT_STYLE =
  `html[${PRERENDER_STALE_ATTRIBUTE}] #root{visibility:hidden}` +
  `html[${GEO_PENDING_ATTRIBUTE}] #${MAIN_CONTENT_ID}{visibility:hidden}` +
  // The inlined game's artwork over its placeholder: the page's largest element paints without waiting for the app.
  `html[${GAME_ARTWORK_ATTRIBUTE}] [${GAME_ARTWORK_SLOT_ATTRIBUTE}]>*{background-image:var(${GAME_ARTWORK_PROPERTY});` +
  'background-size:cover;background-position:center}' +
  // And its name in place of the heading's generic title, which the markup keeps so hydration finds what it expects.
  `html[${GAME_NAME_ATTRIBUTE}] [${GAME_NAME_SLOT_ATTRIBUTE}]>*{display:none}` +
  `html[${GAME_NAME_ATTRIBUTE}] [${GAME_NAME_SLOT_ATTRIBUTE}]::before{content:var(${GAME_NAME_PROPERTY})}`;
