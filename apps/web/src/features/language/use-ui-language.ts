import type { CasinoUIMessagesOverride } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { DEFAULT_UI_LANGUAGE, localeForLanguage, toUiLanguage, type UiLanguage } from '@/lib/i18n/languages';

/** The language the UI speaks now and the locale that formats its numbers, money and dates. */
export function useUiLanguage(): { language: UiLanguage; locale: string } {
  const { i18n } = useTranslation();
  const language = toUiLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_UI_LANGUAGE;
  return { language, locale: localeForLanguage(language) };
}

/**
 * The design system's texts in the active language, for `CasinoUIProvider`'s `messages`. Read from the catalogue as
 * it is: `t('ui', { returnObjects: true })` translated every one of its leaves anew on each language change, the
 * largest part of the app's first render on a phone (docs/architecture.md#byte-budgets), for texts whose `{name}` placeholders the library
 * fills itself and that nest nothing. The store's object is the same as long as the language is, so the provider's
 * context stays stable.
 */
export function useUiMessages(): CasinoUIMessagesOverride {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (i18n.getResource(language, 'translation', 'ui') ?? {}) as CasinoUIMessagesOverride;
}
