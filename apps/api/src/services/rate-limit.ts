/**
 * Counts password guesses per key (an account or an IP) and locks a key that has guessed wrong too often. Kept in
 * memory: a restart forgets them, which is acceptable for the reference server (one process) and keeps failed logins
 * from writing to the database.
 *
 * A guess takes its slot synchronously, before the password hash is awaited (issue 14 item 2): slots still being
 * checked count as spent, so a burst of parallel guesses gets at most the limit checked and the rest refused.
 */

/** Each new lock of a key lasts twice the one before, up to this (issue 14: backoff, capped). */
export const MAX_LOCK_MS = 4 * 60 * 60 * 1000;
/** A key that has not been locked for this long starts again from the shortest lock. */
export const LOCK_MEMORY_MS = 24 * 60 * 60 * 1000;
/** Above this many tracked keys, keys with nothing to remember are dropped (one sweep per insertion at most). */
const SWEEP_ABOVE_KEYS = 10_000;

export type AttemptSlot = {
  /** A wrong guess: it counts, and the key locks when its failures reach the limit. */
  fail(): void;
  /** A right guess, or no guess at all (the check never ran): the slot is given back. */
  release(): void;
};

export type Reservation = { ok: true; slot: AttemptSlot } | { ok: false; retryAfterSeconds: number };

type KeyState = {
  /** Instants of wrong guesses since the last lock, within the window. */
  failures: number[];
  /** Guesses reserved and still being checked. */
  pending: number;
  lockedUntil: number;
  /** How many locks in a row (the next lasts 2^locks windows); forgotten after LOCK_MEMORY_MS without one. */
  locks: number;
};

/** The lock that follows `previousLocks` earlier ones: doubling from `baseMs`, never beyond MAX_LOCK_MS. */
export const lockDurationMs = (baseMs: number, previousLocks: number) =>
  Math.min(baseMs * 2 ** Math.min(previousLocks, 30), Math.max(baseMs, MAX_LOCK_MS));

export class AttemptLimiter {
  private readonly keys = new Map<string, KeyState>();

  /**
   * @param maxFailures wrong guesses allowed within `windowMs` before the key locks.
   * @param windowMs how long a failure counts, and the length of the first lock.
   */
  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly clock: () => number,
  ) {}

  /** Takes one guess slot for the key, or says how long to wait. Synchronous: nothing can interleave. */
  reserve(key: string): Reservation {
    const now = this.clock();
    const state = this.current(key, now);
    if (state.lockedUntil > now) return { ok: false, retryAfterSeconds: toSeconds(state.lockedUntil - now) };
    if (state.failures.length + state.pending >= this.maxFailures) {
      // The guesses in flight decide; if they all fail, this is how long the key will be locked.
      return { ok: false, retryAfterSeconds: toSeconds(lockDurationMs(this.windowMs, state.locks)) };
    }
    state.pending += 1;
    let settled = false;
    const settle = (failed: boolean) => {
      if (settled) return;
      settled = true;
      const s = this.current(key, this.clock());
      s.pending = Math.max(0, s.pending - 1);
      if (failed) this.recordFailure(s);
    };
    return { ok: true, slot: { fail: () => settle(true), release: () => settle(false) } };
  }

  /** Forgets the key's failures and locks (a right password, a password reset); guesses in flight stay counted. */
  clear(key: string): void {
    const state = this.keys.get(key);
    if (!state) return;
    if (state.pending === 0) this.keys.delete(key);
    else Object.assign(state, { failures: [], lockedUntil: 0, locks: 0 });
  }

  private recordFailure(state: KeyState): void {
    const now = this.clock();
    state.failures.push(now);
    if (state.failures.length < this.maxFailures) return;
    state.lockedUntil = now + lockDurationMs(this.windowMs, state.locks);
    state.locks += 1;
    // The lock now stands for these failures; after it the key starts a fresh count.
    state.failures = [];
  }

  private current(key: string, now: number): KeyState {
    let state = this.keys.get(key);
    if (!state) {
      if (this.keys.size >= SWEEP_ABOVE_KEYS) this.sweep(now);
      state = { failures: [], pending: 0, lockedUntil: 0, locks: 0 };
      this.keys.set(key, state);
    }
    const since = now - this.windowMs;
    state.failures = state.failures.filter((t) => t > since);
    if (state.locks > 0 && state.lockedUntil + LOCK_MEMORY_MS <= now) state.locks = 0;
    return state;
  }

  private sweep(now: number): void {
    for (const [key, s] of this.keys) {
      const forgotten = s.lockedUntil + LOCK_MEMORY_MS <= now;
      if (s.pending === 0 && forgotten && s.failures.every((t) => t <= now - this.windowMs)) this.keys.delete(key);
    }
  }
}

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
