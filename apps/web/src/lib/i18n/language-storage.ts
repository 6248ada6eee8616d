import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '@casino/api-contract/routes';
import { toUiLanguage, type UiLanguage } from './languages';

/** Where a visitor's language choice is kept on this device. */
export const LANGUAGE_STORAGE_KEY = 'casino.language';

type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's storage, or undefined where it is blocked (private modes, sandboxed frames). */
export function browserLanguageStorage(): LanguageStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The saved choice, or null when there is none or it is not a UI language (edited by hand, an old version). */
export function readStoredLanguage(storage: LanguageStorage | undefined): UiLanguage | null {
  try {
    return toUiLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** The `document.cookie` assignment that tells a server the choice, so it sends documents in that language. */
export const languageCookie = (language: UiLanguage): string =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;

/**
 * Saves the choice, and mirrors it into a cookie for the server (api-contract document-language.ts). A preference
 * the visitor set themselves is strictly necessary storage, so it does not wait for cookie consent. A full or
 * blocked storage only loses the memory, never the switch.
 */
export function storeLanguage(
  storage: LanguageStorage | undefined,
  language: UiLanguage,
  cookies: { cookie: string } | undefined = typeof document === 'undefined' ? undefined : document,
): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Quota exceeded or storage disabled: the language still changes for this visit.
  }
  if (cookies) cookies.cookie = languageCookie(language);
}
