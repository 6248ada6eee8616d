import { parseSecondFactorCode } from '@casino/api-contract';
import { findTwoStep, spendRecoveryCode, spendTotpStep } from '../../db/queries/two-step';
import { type Db, lockKey } from '../../db/sql';
import { hashRecoveryCode } from './recovery-codes';
import { matchingTotpStep } from './totp';

export type SecondFactorCheck = { ok: true; kind: 'totp' | 'recovery' } | { ok: false };

/**
 * Checks a code against the player's two-step sign-in in force and, when it is right, spends it inside `tx`: a TOTP
 * time step newer than every one accepted before (so a code seen over a shoulder or replayed within its window does
 * not work again), or an unused recovery code. The player's two-step lock makes two requests with one code take
 * turns, so only one of them wins, on any API process. The caller rolls back `tx` when what follows fails, which
 * gives the code back.
 */
export async function spendSecondFactor(
  tx: Db,
  userId: number,
  rawCode: string,
  now: number,
): Promise<SecondFactorCheck> {
  await lockKey(tx, `two-step:${userId}`);
  const code = parseSecondFactorCode(rawCode);
  const row = await findTwoStep(tx, userId);
  if (!code || !row || row.enabled_at === null) return { ok: false };
  if (code.kind === 'recovery') {
    return (await spendRecoveryCode(tx, userId, hashRecoveryCode(code.value), now))
      ? { ok: true, kind: 'recovery' }
      : { ok: false };
  }
  const step = matchingTotpStep(row.secret, code.value, now);
  if (step === undefined) return { ok: false };
  return (await spendTotpStep(tx, userId, step)) ? { ok: true, kind: 'totp' } : { ok: false };
}
