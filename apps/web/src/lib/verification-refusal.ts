import { VERIFICATION_REQUIRED_CODE } from '@casino/api-contract/routes';
import type { VerifiedStep } from '@casino/api-contract/verification-rules';
import { ApiError } from './api/api-error';

/**
 * The step a refusal names when the API refused it for want of a verified identity; undefined for any other error.
 * Kept apart from its notice, which loads only when a refusal shows.
 */
export function verificationRequiredStep(error: unknown): VerifiedStep | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const data = error.data as { code?: unknown; step?: unknown } | null | undefined;
  if (data?.code !== VERIFICATION_REQUIRED_CODE) return undefined;
  return data.step === 'deposit' || data.step === 'real-play' || data.step === 'withdrawal' ? data.step : undefined;
}
