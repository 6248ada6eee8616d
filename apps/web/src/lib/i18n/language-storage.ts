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

/**
 * Saves the choice. A preference the visitor set themselves is strictly necessary storage, so it does not wait for
 * cookie consent. A full or blocked storage only loses the memory, never the switch.
 */
export function storeLanguage(storage: LanguageStorage | undefined, language: UiLanguage): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Quota exceeded or storage disabled: the language still changes for this visit.
  }
}
