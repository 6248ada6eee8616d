import { VERIFICATION_REQUIRED_CODE, type VerifiedStep } from '@casino/api-contract/verification-rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { ApiError } from '../lib/api-error';
import { useLateCatalogue } from '../lib/i18n/late-catalogues';

/** The step a refusal names when the API refused it for want of a verified identity; undefined for any other error. */
export function verificationRequiredStep(error: unknown): VerifiedStep | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const data = error.data as { code?: unknown; step?: unknown } | null | undefined;
  if (data?.code !== VERIFICATION_REQUIRED_CODE) return undefined;
  return data.step === 'deposit' || data.step === 'real-play' || data.step === 'withdrawal' ? data.step : undefined;
}

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
