import type { AppDeps } from '../app-env';
import { expireDueBonuses } from '../db/queries/bonuses';
import { pruneExpiredTokens } from '../db/queries/sessions';
import { settleDueCryptoDeposits } from './cashier/crypto-confirmation';
import { pruneOldNotifications, settleDueLimits, warnOfExpiringBonuses } from './notifications/notice-sweeps';

/**
 * The API's background work, each a few statements however many players are online: it replaces what every open
 * account stream used to do every second.
 * - `cryptoDeposits`: a simulated crypto deposit confirms itself once due; the credit reaches the player's streams.
 * - `bonuses`: a bonus not wagered through in time is forfeited (a stake or a deposit of the player does it first).
 * - `tokens`: access, refresh and reset tokens past their expiry are deleted, so the tables stay the size of the
 *   live sessions.
 * - `bonusWarnings`: a player whose bonus ends within a day is told so, once.
 * - `limits`: a raised or removed limit whose cooling-off is over is written as in force, and the player told.
 * - `notifications`: notices past the inbox's retention are deleted.
 */
export function createSweeps({ db, clock, config }: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  return {
    cryptoDeposits: () => settleDueCryptoDeposits(db, clock(), config.cryptoConfirmSeconds),
    bonuses: () => expireDueBonuses(db, clock()),
    tokens: () => pruneExpiredTokens(db, clock()),
    bonusWarnings: () => warnOfExpiringBonuses(db, clock()),
    limits: () => settleDueLimits(db, clock()),
    notifications: () => pruneOldNotifications(db, clock()),
  };
}

export type Sweeps = ReturnType<typeof createSweeps>;

/**
 * How often each sweep runs: a due crypto deposit shows within a second; an expired bonus, a bonus warning and a limit
 * that took effect within a minute.
 */
export const SWEEP_INTERVALS_MS: Record<keyof Sweeps, number> = {
  cryptoDeposits: 1_000,
  bonuses: 60_000,
  tokens: 60 * 60_000,
  bonusWarnings: 60_000,
  limits: 60_000,
  notifications: 60 * 60_000,
};

/**
 * Runs each sweep now and then every interval, never two runs of one sweep at once (a slow database delays the next
 * run instead of piling runs up). A failure is logged and the next run tries again. Returns the function that stops
 * them.
 */
export function startSweeps(sweeps: Sweeps, intervals = SWEEP_INTERVALS_MS): () => void {
  const timers: NodeJS.Timeout[] = [];
  for (const name of Object.keys(sweeps) as (keyof Sweeps)[]) {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await sweeps[name]();
      } catch (error) {
        console.error(`The ${name} sweep failed:`, error);
      } finally {
        running = false;
      }
    };
    void tick();
    const timer = setInterval(tick, intervals[name]);
    timer.unref();
    timers.push(timer);
  }
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
