import { EmptyState, Skeleton, VisuallyHidden } from '@casino/ui';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/load-failure';
import { Page } from '@/components/page';
import { PendingContent } from '@/components/pending-content';
import { playerQuery } from '@/features/auth';
import { ActiveBonus } from '@/features/promotions';
import { useLoadStatus } from '@/lib/hooks/use-load-status';
import { useProfile } from '../api/get-profile';
import { AccountFacts } from './account-facts';
import { ChangePasswordForm } from './change-password-form';
import * as styles from './profile.css';
import { ProfileDetails } from './profile-details';

type SectionProps = { className?: string; titleClassName?: string };

/**
 * `/user/profile`: the account, the personal details (editable), security (two-step sign-in, signed-in devices), the
 * language, the appearance and the password. The security, language and appearance settings belong to their own
 * features; the route passes them in.
 */
export function ProfilePage({
  LanguageSection,
  ColorSchemeSection,
  SecuritySection,
  VerificationSection,
}: {
  LanguageSection?: ComponentType<SectionProps>;
  ColorSchemeSection?: ComponentType<SectionProps>;
  /** Two-step sign-in and the signed-in devices, from the security feature. */
  SecuritySection?: ComponentType<SectionProps>;
  /** The identity verification's status, from the verification feature. */
  VerificationSection?: ComponentType<SectionProps>;
}) {
  const { t } = useTranslation();
  const profile = useProfile();
  const load = useLoadStatus(profile, playerQuery().queryKey);

  if (profile.isPending) {
    return (
      <Page title={t('account.profile.title')}>
        <PendingContent status={load}>
          <div role="status" aria-busy="true" className={styles.section}>
            <VisuallyHidden>{t('account.profile.loading')}</VisuallyHidden>
            <Skeleton variant="text" width="40%" height={24} />
            <Skeleton variant="text" lines={6} />
          </div>
        </PendingContent>
      </Page>
    );
  }
  if (profile.isError) {
    return (
      <Page title={t('account.profile.title')}>
        <LoadFailure
          title={t('account.profile.loadFailed')}
          error={profile.error}
          isRetrying={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      </Page>
    );
  }

  const user = profile.data;
  return (
    <Page title={t('account.profile.title')}>
      <div className={styles.sections}>
        <div className={styles.column}>
          {user.profile ? (
            <ProfileDetails profile={user.profile} />
          ) : (
            <EmptyState title={t('account.profile.noProfile')} />
          )}
          {SecuritySection ? <SecuritySection className={styles.section} titleClassName={styles.sectionTitle} /> : null}
        </div>
        <div className={styles.column}>
          <AccountFacts user={user} />
          {VerificationSection ? (
            <VerificationSection className={styles.section} titleClassName={styles.sectionTitle} />
          ) : null}
          {(user.bonusBalance ?? 0) > 0 ? (
            // The bonus under wagering, asked for only when the account holds bonus money.
            <section className={styles.section} aria-labelledby="profile-bonus-title">
              <h2 id="profile-bonus-title" className={styles.sectionTitle}>
                {t('account.profile.bonusTitle')}
              </h2>
              <ActiveBonus currency={user.currency} />
            </section>
          ) : null}
          {LanguageSection ? <LanguageSection className={styles.section} titleClassName={styles.sectionTitle} /> : null}
          {ColorSchemeSection ? (
            <ColorSchemeSection className={styles.section} titleClassName={styles.sectionTitle} />
          ) : null}
          <ChangePasswordForm />
        </div>
      </div>
    </Page>
  );
}
