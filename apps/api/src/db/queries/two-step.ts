import { type Db, one, run } from '../sql';

export type TwoStepRow = {
  user_id: number;
  secret: string;
  created_at: number;
  enabled_at: number | null;
  last_step: number;
};

export const findTwoStep = (db: Db, userId: number) =>
  one<TwoStepRow>(
    db,
    'SELECT user_id, secret, created_at, enabled_at, last_step FROM two_step_secrets WHERE user_id = ?',
    userId,
  );

/** Whether the player's logins need a second step. */
export const hasTwoStepEnabled = async (db: Db, userId: number) =>
  (await one<{ found: number }>(
    db,
    'SELECT 1 AS found FROM two_step_secrets WHERE user_id = ? AND enabled_at IS NOT NULL',
    userId,
  )) !== undefined;

/**
 * A new secret waiting for its confirming code, replacing any earlier one still waiting. A secret in force is never
 * replaced here (the change count says so): turning it off comes first.
 */
export async function savePendingSecret(db: Db, userId: number, secret: string, now: number): Promise<boolean> {
  await run(db, 'DELETE FROM two_step_secrets WHERE user_id = ? AND enabled_at IS NULL', userId);
  return (
    (
      await run(
        db,
        `INSERT INTO two_step_secrets (user_id, secret, created_at) VALUES (?, ?, ?)
         ON CONFLICT (user_id) DO NOTHING`,
        userId,
        secret,
        now,
      )
    ).changes === 1
  );
}

/** Puts the waiting secret in force; the confirming code's step counts as used. */
export const enableTwoStepSecret = async (db: Db, userId: number, now: number, step: number) =>
  (
    await run(
      db,
      'UPDATE two_step_secrets SET enabled_at = ?, last_step = ? WHERE user_id = ? AND enabled_at IS NULL',
      now,
      step,
      userId,
    )
  ).changes === 1;

/** Takes a time step as used, only if it is newer than every step used before: a code works once. */
export const spendTotpStep = async (db: Db, userId: number, step: number) =>
  (
    await run(
      db,
      'UPDATE two_step_secrets SET last_step = ? WHERE user_id = ? AND enabled_at IS NOT NULL AND last_step < ?',
      step,
      userId,
      step,
    )
  ).changes === 1;

/** Turns two-step sign-in off: the secret and the recovery codes go. */
export async function removeTwoStep(db: Db, userId: number): Promise<void> {
  await run(db, 'DELETE FROM two_step_recovery_codes WHERE user_id = ?', userId);
  await run(db, 'DELETE FROM two_step_secrets WHERE user_id = ?', userId);
}

export async function replaceRecoveryCodes(db: Db, userId: number, codeHashes: readonly string[]): Promise<void> {
  await run(db, 'DELETE FROM two_step_recovery_codes WHERE user_id = ?', userId);
  for (const hash of codeHashes) {
    await run(db, 'INSERT INTO two_step_recovery_codes (user_id, code_hash) VALUES (?, ?)', userId, hash);
  }
}

/** Marks a recovery code used, only if it was not: the change count says whether it worked. */
export const spendRecoveryCode = async (db: Db, userId: number, codeHash: string, now: number) =>
  (
    await run(
      db,
      'UPDATE two_step_recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL',
      now,
      userId,
      codeHash,
    )
  ).changes === 1;

export const countRecoveryCodesLeft = async (db: Db, userId: number) =>
  Number(
    (
      await one<{ n: number }>(
        db,
        'SELECT COUNT(*) AS n FROM two_step_recovery_codes WHERE user_id = ? AND used_at IS NULL',
        userId,
      )
    )?.n ?? 0,
  );

export type LoginChallengeRow = { user_id: number; expires_at: number; used_at: number | null };

export async function insertLoginChallenge(db: Db, hash: string, userId: number, expiresAt: number): Promise<void> {
  await run(
    db,
    'INSERT INTO login_challenges (token_hash, user_id, expires_at) VALUES (?, ?, ?)',
    hash,
    userId,
    expiresAt,
  );
}

export const findLiveLoginChallenge = (db: Db, hash: string, now: number) =>
  one<LoginChallengeRow>(
    db,
    'SELECT user_id, expires_at, used_at FROM login_challenges WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
    hash,
    now,
  );

/** Spends a challenge: of two requests racing with it, one wins. */
export const spendLoginChallenge = async (db: Db, hash: string, now: number) =>
  (
    await run(
      db,
      'UPDATE login_challenges SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
      now,
      hash,
      now,
    )
  ).changes === 1;

/** A password change or reset voids the challenges the old password earned. */
export async function voidLoginChallenges(db: Db, userId: number, now: number): Promise<void> {
  await run(db, 'UPDATE login_challenges SET used_at = ? WHERE user_id = ? AND used_at IS NULL', now, userId);
}
