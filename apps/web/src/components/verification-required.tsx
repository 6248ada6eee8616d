import type { VerifiedStep } from '@casino/api-contract/verification-rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLateCatalogue } from '@/lib/i18n/late-catalogues';

/**
 * Why a step was refused (the rules ask for a verified identity first) and the way to the verification page. Its
 * texts are the verification page's catalogue, loaded when the first refusal shows.
 */
export function VerificationRequired({ step, className }: { step: VerifiedStep; className?: string }) {
  const { t } = useTranslation();
  if (!useLateCatalogue('verification')) return null;
  return (
    <div role="alert" className={className}>
      <p>{t(`verification.required.${step}`)}</p>
      <Link to={paths.verification}>{t('verification.required.link')}</Link>
    </div>
  );
}
