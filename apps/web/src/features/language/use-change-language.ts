import { useToast } from '@casino/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth';
import { useUpdateProfile } from '@/features/profile';
import { browserLanguageStorage, storeLanguage } from '@/lib/i18n/language-storage';
import { LANGUAGE_NAMES, type UiLanguage } from '@/lib/i18n/languages';

/**
 * Switches the whole UI at once (no reload), remembers the choice on this device and, for a logged-in player, saves
 * it to the profile. When the save fails the choice stays on screen and on this device, and a toast says so.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const { user } = useAuth();
  const updateProfile = useUpdateProfile();
  const toast = useToast();
  const { mutate } = updateProfile;

  return useCallback(
    (language: UiLanguage) => {
      storeLanguage(browserLanguageStorage(), language);
      void i18n.changeLanguage(language);
      if (!user || user.lang === language) return;
      mutate(
        { lang: language },
        {
          onError: () =>
            toast.show({
              tone: 'error',
              title: i18n.getFixedT(language)('language.saveFailed', { language: LANGUAGE_NAMES[language] }),
            }),
        },
      );
    },
    [i18n, user, mutate, toast],
  );
}
