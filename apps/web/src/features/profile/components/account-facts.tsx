import type { User } from '@casino/api-contract';
import { useLocaleFormat } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/lib/country-name';
import * as styles from './profile.css';
import { ResendVerification } from './resend-verification';

/** What identifies the account; changed only through customer care, so shown read-only. */
export function AccountFacts({ user }: { user: User }) {
  const { t } = useTranslation();
  const { locale } = useLocaleFormat();
  return (
    <section className={styles.section} aria-labelledby="profile-account-title">
      <h2 id="profile-account-title" className={styles.sectionTitle}>
        {t('account.profile.accountTitle')}
      </h2>
      <dl className={styles.facts}>
        <Fact label={t('account.profile.username')} value={user.login} />
        <Fact
          label={t('account.profile.email')}
          value={
            <>
              {user.email}
              {user.emailVerified === undefined ? null : (
                <span className={user.emailVerified ? styles.verifiedBadge : styles.unverifiedBadge}>
                  {user.emailVerified ? t('account.profile.emailVerified') : t('account.profile.emailNotVerified')}
                </span>
              )}
              {user.emailVerified === false ? <ResendVerification email={user.email} /> : null}
            </>
          }
        />
        <Fact label={t('account.profile.currency')} value={user.currency} />
        {user.country ? <Fact label={t('account.profile.country')} value={countryName(user.country, locale)} /> : null}
      </dl>
    </section>
  );
}

export function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
  );
}
