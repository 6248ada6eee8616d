import { type Db, one, run } from '../sql';

/** What the database knows of one key of one limiter (services/rate-limit.ts). */
export type AttemptState = {
  /** Wrong guesses since `since.failures`. */
  failures: number;
  /** Guesses reserved since `since.pending` and still being checked. */
  pending: number;
  lockedUntil: number;
  locks: number;
};

/** The key's counts and its lock, in one statement. */
export async function readAttemptState(
  db: Db,
  scope: string,
  subject: string,
  since: { failures: number; pending: number },
): Promise<AttemptState> {
  const row = await one<{ failures: number; pending: number; lockedUntil: number | null; locks: number | null }>(
    db,
    `SELECT COALESCE(SUM(CASE WHEN kind = 'failure' AND at_ms > ? THEN 1 ELSE 0 END), 0) AS failures,
            COALESCE(SUM(CASE WHEN kind = 'pending' AND at_ms > ? THEN 1 ELSE 0 END), 0) AS pending,
            (SELECT locked_until_ms FROM login_locks WHERE scope = ?3 AND subject = ?4) AS lockedUntil,
            (SELECT locks FROM login_locks WHERE scope = ?3 AND subject = ?4) AS locks
     FROM login_attempts WHERE scope = ?3 AND subject = ?4`,
    since.failures,
    since.pending,
    scope,
    subject,
  );
  return {
    failures: row?.failures ?? 0,
    pending: row?.pending ?? 0,
    lockedUntil: row?.lockedUntil ?? 0,
    locks: row?.locks ?? 0,
  };
}

export const recordAttempt = async (db: Db, scope: string, subject: string, kind: 'pending' | 'failure', at: number) =>
  (
    await run(
      db,
      'INSERT INTO login_attempts (scope, subject, kind, at_ms) VALUES (?, ?, ?, ?)',
      scope,
      subject,
      kind,
      at,
    )
  ).lastId;

export const deleteAttempt = (db: Db, id: number) => run(db, 'DELETE FROM login_attempts WHERE id = ?', id);

export const forgetFailures = (db: Db, scope: string, subject: string) =>
  run(db, "DELETE FROM login_attempts WHERE scope = ? AND subject = ? AND kind = 'failure'", scope, subject);

export const setLock = (db: Db, scope: string, subject: string, lockedUntil: number, locks: number) =>
  run(
    db,
    `INSERT INTO login_locks (scope, subject, locked_until_ms, locks) VALUES (?, ?, ?, ?)
     ON CONFLICT (scope, subject) DO UPDATE SET locked_until_ms = excluded.locked_until_ms, locks = excluded.locks`,
    scope,
    subject,
    lockedUntil,
    locks,
  );

export const forgetLock = (db: Db, scope: string, subject: string) =>
  run(db, 'DELETE FROM login_locks WHERE scope = ? AND subject = ?', scope, subject);

/** Drops what no longer counts: attempts from before `attemptsBefore`, locks forgotten before `locksBefore`. */
export async function pruneLoginAttempts(db: Db, attemptsBefore: number, locksBefore: number): Promise<void> {
  await run(db, 'DELETE FROM login_attempts WHERE at_ms < ?', attemptsBefore);
  await run(db, 'DELETE FROM login_locks WHERE locked_until_ms < ?', locksBefore);
}
