import { Skeleton } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLateCatalogue } from '@/lib/i18n/late-catalogues';
import { useVerification } from '../api/verification-calls';
import { VerificationStatusPill } from './verification-status-pill';

type SectionProps = { className?: string; titleClassName?: string };

function StatusContent({ className, titleClassName }: SectionProps) {
  const { t } = useTranslation();
  const verification = useVerification();
  return (
    <section className={className} aria-labelledby="profile-verification-title">
      <h2 id="profile-verification-title" className={titleClassName}>
        {t('verification.title')}
      </h2>
      {verification.isPending ? (
        <Skeleton variant="text" width="10em" />
      ) : verification.isError ? (
        <p>{t('verification.loadFailed')}</p>
      ) : (
        <>
          <p>
            <VerificationStatusPill status={verification.data.status} />
          </p>
          <p>{t(`verification.statusText.${verification.data.status}`)}</p>
        </>
      )}
      <Link to={paths.verification}>{t('verification.required.link')}</Link>
    </section>
  );
}

/** The profile's verification part: the account's status, kept live by the account stream, and the way to the page. */
export function VerificationStatusSection(props: SectionProps) {
  if (!useLateCatalogue('verification')) return null;
  return <StatusContent {...props} />;
}
