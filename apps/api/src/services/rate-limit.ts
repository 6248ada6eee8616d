import {
  deleteAttempt,
  forgetFailures,
  forgetLock,
  pruneLoginAttempts,
  readAttemptState,
  recordAttempt,
  setLock,
} from '../db/queries/login-attempts';
import { type Db, lockKey, transaction } from '../db/sql';

/**
 * Counts password guesses per key (an account or an IP) and locks a key that has guessed wrong too often. Kept in
 * the database, so every API process sharing it counts against one budget and a restart does not lift a lock.
 *
 * A guess takes its slot before the password hash is awaited, in a transaction that holds the key's own lock
 * (`lockKey`): slots still being checked count as spent, so a burst of parallel guesses, to one process or to
 * several, gets at most the limit checked and the rest refused, while guesses for other keys go on.
 */

/** Each new lock of a key lasts twice the one before, up to this (backoff, capped). */
export const MAX_LOCK_MS = 4 * 60 * 60 * 1000;
/** A key that has not been locked for this long starts again from the shortest lock. */
export const LOCK_MEMORY_MS = 24 * 60 * 60 * 1000;
/**
 * A guess is checked within seconds (the hash pool's queue is bounded); a slot still unsettled after this was left by
 * a process that stopped, and no longer counts.
 */
export const PENDING_SLOT_MS = 2 * 60 * 1000;
/** Rows that no longer count are dropped once per this many reservations of a process. */
const PRUNE_EVERY = 200;

export type AttemptSlot = {
  /** A wrong guess: it counts, and the key locks when its failures reach the limit. */
  fail(): Promise<void>;
  /** A right guess, or no guess at all (the check never ran): the slot is given back. */
  release(): Promise<void>;
};

type Refusal = { ok: false; retryAfterSeconds: number };
export type Reservation = { ok: true; slot: AttemptSlot } | Refusal;

/** The lock that follows `previousLocks` earlier ones: doubling from `baseMs`, never beyond MAX_LOCK_MS. */
export const lockDurationMs = (baseMs: number, previousLocks: number) =>
  Math.min(baseMs * 2 ** Math.min(previousLocks, 30), Math.max(baseMs, MAX_LOCK_MS));

export class AttemptLimiter {
  private reservations = 0;

  /**
   * @param scope names this limiter's keys in the database (the per-account and per-IP budgets share the tables).
   * @param maxFailures wrong guesses allowed within `windowMs` before the key locks.
   * @param windowMs how long a failure counts, and the length of the first lock.
   */
  constructor(
    private readonly db: Db,
    private readonly scope: string,
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly clock: () => number,
  ) {}

  /** Takes one guess slot for the key, or says how long to wait. */
  async reserve(key: string): Promise<Reservation> {
    const reservation = await this.underKeyLock(key, async (tx): Promise<Refusal | { ok: true; id: number }> => {
      const now = this.clock();
      const state = await this.current(tx, key, now);
      if (state.lockedUntil > now) return { ok: false, retryAfterSeconds: toSeconds(state.lockedUntil - now) };
      if (state.failures + state.pending >= this.maxFailures) {
        // The guesses in flight decide; if they all fail, this is how long the key will be locked.
        return { ok: false, retryAfterSeconds: toSeconds(lockDurationMs(this.windowMs, state.locks)) };
      }
      return { ok: true, id: await recordAttempt(tx, this.scope, key, 'pending', now) };
    });
    await this.pruneNow();
    if (!reservation.ok) return reservation;
    let settled = false;
    const settle = async (failed: boolean) => {
      if (settled) return;
      settled = true;
      await this.underKeyLock(key, async (tx) => {
        await deleteAttempt(tx, reservation.id);
        if (failed) await this.recordFailure(tx, key);
      });
    };
    return { ok: true, slot: { fail: () => settle(true), release: () => settle(false) } };
  }

  /** Forgets the key's failures and locks (a right password, a password reset); guesses in flight stay counted. */
  async clear(key: string): Promise<void> {
    await this.underKeyLock(key, async (tx) => {
      await forgetFailures(tx, this.scope, key);
      await forgetLock(tx, this.scope, key);
    });
  }

  /** Changes to one key's budget never overlap, on any process; other keys' go on. */
  private underKeyLock<T>(key: string, work: (tx: Db) => Promise<T>): Promise<T> {
    return transaction(this.db, async (tx) => {
      await lockKey(tx, `login-budget:${this.scope}:${key}`);
      return work(tx);
    });
  }

  private async recordFailure(tx: Db, key: string): Promise<void> {
    const now = this.clock();
    await recordAttempt(tx, this.scope, key, 'failure', now);
    const state = await this.current(tx, key, now);
    if (state.failures < this.maxFailures) return;
    await setLock(tx, this.scope, key, now + lockDurationMs(this.windowMs, state.locks), state.locks + 1);
    // The lock now stands for these failures; after it the key starts a fresh count.
    await forgetFailures(tx, this.scope, key);
  }

  private async current(tx: Db, key: string, now: number) {
    const state = await readAttemptState(tx, this.scope, key, {
      failures: now - this.windowMs,
      pending: now - PENDING_SLOT_MS,
    });
    // A day without a lock starts the backoff again.
    const forgotten = state.locks > 0 && state.lockedUntil + LOCK_MEMORY_MS <= now;
    return forgotten ? { ...state, locks: 0 } : state;
  }

  private async pruneNow(): Promise<void> {
    this.reservations += 1;
    if (this.reservations % PRUNE_EVERY !== 0) return;
    const now = this.clock();
    await pruneLoginAttempts(this.db, now - Math.max(this.windowMs, PENDING_SLOT_MS), now - LOCK_MEMORY_MS);
  }
}

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
