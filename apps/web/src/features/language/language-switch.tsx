import { Select } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { isUiLanguage, LANGUAGE_NAMES, UI_LANGUAGES } from '@/lib/i18n/languages';
import { useChangeLanguage } from './use-change-language';
import { useUiLanguage } from './use-ui-language';

// Each name in its own language and marked so, so a screen reader says "Deutsch" in German (WCAG 3.1.2).
const OPTIONS = UI_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language], lang: language }));

/** A labelled language picker: the footer has one on every page, the profile another. */
export function LanguageSwitch({ hint, className }: { hint?: string; className?: string }) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const changeLanguage = useChangeLanguage();
  return (
    <Select
      label={t('language.label')}
      hint={hint}
      options={OPTIONS}
      value={language}
      onChange={(event) => {
        if (isUiLanguage(event.target.value)) changeLanguage(event.target.value);
      }}
      className={className}
    />
  );
}
