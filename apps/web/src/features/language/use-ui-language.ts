import type { CasinoUIMessagesOverride } from '@casino/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeForLanguage, toUiLanguage, type UiLanguage } from '../../lib/i18n/languages';

/** The language the UI speaks now and the locale that formats its numbers, money and dates. */
export function useUiLanguage(): { language: UiLanguage; locale: string } {
  const { i18n } = useTranslation();
  const language = toUiLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  return { language, locale: localeForLanguage(language) };
}

/** The design system's texts in the active language, for `CasinoUIProvider`'s `messages`. */
export function useUiMessages(): CasinoUIMessagesOverride {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // i18next builds a new object on every call: keep one per language so the provider's context stays stable.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is what changes the catalogue `t` reads
  return useMemo(() => t('ui', { returnObjects: true }) as CasinoUIMessagesOverride, [t, language]);
}
