import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth';
import { browserLanguageStorage, storeLanguage } from '@/lib/i18n/language-storage';
import { toUiLanguage } from '@/lib/i18n/languages';
import { useUiLanguage } from './use-ui-language';

/**
 * Keeps the page in the active language: `<html lang>` follows it (screen readers pick their voice from it), and a
 * player's profile language is adopted when the session starts or the profile changes. It renders nothing.
 */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const { user } = useAuth();
  const { language } = useUiLanguage();
  const profileLanguage = toUiLanguage(user?.lang);
  // react-i18next hands out a new `i18n` object when the language changes; reading it through a ref keeps the
  // adoption effect tied to the profile alone.
  const i18nRef = useRef(i18n);
  i18nRef.current = i18n;

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // Only when the profile's language itself changes (a login, another device's choice read on refresh): a choice
  // the server failed to save must stay on screen, so this does not run again merely because the UI changed.
  useEffect(() => {
    if (!profileLanguage) return;
    storeLanguage(browserLanguageStorage(), profileLanguage);
    const current = i18nRef.current;
    if (profileLanguage !== toUiLanguage(current.resolvedLanguage)) void current.changeLanguage(profileLanguage);
  }, [profileLanguage]);

  return null;
}
