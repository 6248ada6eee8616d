import type { VerificationStatus } from '@casino/api-contract/verification-rules';
import { DocumentStatus } from '@casino/ui/verification';
import { useTranslation } from 'react-i18next';

/** A document's or the account's verification status as the pill the design system draws, in the player's words. */
export function VerificationStatusPill({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  return <DocumentStatus status={status} label={t(`verification.status.${status}`)} />;
}
