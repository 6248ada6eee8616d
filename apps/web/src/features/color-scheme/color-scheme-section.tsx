import { useTranslation } from 'react-i18next';
import { ColorSchemeSwitch } from './color-scheme-switch';

/** The profile's appearance setting: the same switch as the footer's, with what System means spelt out. */
export function ColorSchemeSection({ className, titleClassName }: { className?: string; titleClassName?: string }) {
  const { t } = useTranslation();
  return (
    <section className={className} aria-labelledby="profile-color-scheme-title">
      <h2 id="profile-color-scheme-title" className={titleClassName}>
        {t('colorScheme.profileTitle')}
      </h2>
      <ColorSchemeSwitch hint={t('colorScheme.profileHint')} />
    </section>
  );
}
