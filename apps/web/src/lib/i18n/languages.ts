/**
 * The UI languages and how the active one is chosen (a second full language). Pure, so the rules have table
 * tests; `language-store.ts` applies them in the browser.
 */

/** The languages the UI speaks, English first (the default and the fallback of every text). */
export const UI_LANGUAGES = ['en', 'de'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';

export const isUiLanguage = (value: unknown): value is UiLanguage =>
  typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);

/** Each language's name in that language, so a reader finds their own whatever the UI speaks now. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = { en: 'English', de: 'Deutsch' };

/** docs/product.md#formats: English keeps the en-US formats (USD as `$1,234.50`, `Nov 22, 2026, 14:05:09`). */
const LOCALES: Record<UiLanguage, string> = { en: 'en-US', de: 'de-DE' };

/** The BCP 47 locale that formats numbers, money and dates for a UI language; unknown values get en-US. */
export function localeForLanguage(language: string | null | undefined): string {
  return isUiLanguage(language) ? LOCALES[language] : LOCALES[DEFAULT_UI_LANGUAGE];
}

/** A stored or server value as a UI language: `DE`, ` de ` and `de-AT` read as German; anything else is null. */
export function toUiLanguage(value: string | null | undefined): UiLanguage | null {
  const base = (value ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isUiLanguage(base) ? base : null;
}
