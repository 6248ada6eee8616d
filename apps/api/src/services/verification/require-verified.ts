import {
  VERIFICATION_REQUIRED_CODE,
  type VerificationRequiredError,
  type VerificationRules,
  type VerifiedStep,
  verificationRequired,
} from '@casino/api-contract';
import type { Config } from '../../config';
import { withdrawnTotal } from '../../db/queries/verification';
import type { Db } from '../../db/sql';
import { HttpError } from '../../http/http-error';
import { accountStatus } from './verification-status';

type RulesConfig = Pick<Config, 'jurisdiction' | 'verificationWithdrawalThreshold'>;

/** The rules `GET /site` reports and the routes enforce: GB asks it before any gambling, elsewhere past a total. */
export function verificationRules(config: RulesConfig): VerificationRules {
  if (config.jurisdiction === 'GB') return { beforeDeposit: true, beforeRealPlay: true, withdrawalThreshold: 0 };
  return { beforeDeposit: false, beforeRealPlay: false, withdrawalThreshold: config.verificationWithdrawalThreshold };
}

const REFUSALS: Record<VerifiedStep, string> = {
  deposit: 'Please verify your identity before your first deposit.',
  'real-play': 'Please verify your identity before playing for real money.',
  withdrawal: 'Please verify your identity to withdraw this amount.',
};

/**
 * Refuses `step` with a 403 whose `data` names it, when the rules ask for a verified account and this one is not:
 * called before any money moves. `amount` is a withdrawal's.
 */
export async function refuseUnverified(
  db: Db,
  config: RulesConfig,
  userId: number,
  step: VerifiedStep,
  now: number,
  amount = 0,
): Promise<void> {
  const rules = verificationRules(config);
  if (step === 'deposit' && !rules.beforeDeposit) return;
  if (step === 'real-play' && !rules.beforeRealPlay) return;
  const status = await accountStatus(db, userId, now);
  const withdrawn = step === 'withdrawal' ? await withdrawnTotal(db, userId) : 0;
  if (!verificationRequired(rules, status, step, { withdrawn, amount })) return;
  const data: VerificationRequiredError = { code: VERIFICATION_REQUIRED_CODE, step };
  throw new HttpError(403, REFUSALS[step], {}, data);
}
