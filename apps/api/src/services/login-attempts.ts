import { HttpError } from '../http/http-error';
import type { AttemptLimiter, AttemptSlot } from './rate-limit';

/**
 * The per-account budget is keyed on the account, so the email and the username of one player share it; an
 * identifier that names no account is keyed on its normalised self (the same folding as the account look-up).
 */
export const accountAttemptKey = (userId: number | undefined, identifier = '') =>
  userId === undefined ? `name:${identifier.trim().toLowerCase()}` : `user:${userId}`;

/** The product's wording, which the web app maps to its own translation (apps/web i18n `tooManyLogins`). */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new HttpError(429, `Too many login attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, {
    'Retry-After': String(retryAfterSeconds),
  });

/**
 * Takes a guess slot from every limiter or from none: a refusal gives back what the limiters before it granted,
 * and throws the 429 with that limiter's wait.
 */
export async function reservePasswordGuess(
  budgets: ReadonlyArray<readonly [AttemptLimiter, string]>,
): Promise<AttemptSlot> {
  const slots: AttemptSlot[] = [];
  for (const [limiter, key] of budgets) {
    const reservation = await limiter.reserve(key);
    if (!reservation.ok) {
      for (const slot of slots) await slot.release();
      throw tooManyAttempts(reservation.retryAfterSeconds);
    }
    slots.push(reservation.slot);
  }
  return {
    fail: async () => {
      for (const slot of slots) await slot.fail();
    },
    release: async () => {
      for (const slot of slots) await slot.release();
    },
  };
}
