import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';

/** The profile's language setting: the same switch as the footer's, with what it changes spelt out. */
export function LanguageSection({ className, titleClassName }: { className?: string; titleClassName?: string }) {
  const { t } = useTranslation();
  return (
    <section className={className} aria-labelledby="profile-language-title">
      <h2 id="profile-language-title" className={titleClassName}>
        {t('language.profileTitle')}
      </h2>
      <LanguageSwitch hint={t('language.profileHint')} />
    </section>
  );
}
