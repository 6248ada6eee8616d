import { hashPasswordSync } from '../../services/passwords';
import { userBalance } from '../queries/cashier';
import { postLedgerEntry } from '../queries/ledger';
import { all, type Db, one, run } from '../sql';
import { createPrng } from './prng';

/** The account the README and the e2e tests log in with. */
export const DEMO_PLAYER = {
  email: 'demo@casino.test',
  login: 'demo',
  password: 'Demo1234!',
  currency: 'USD',
  lang: 'en',
  country: 'US',
  /** $1,000.00 in cents: where the seeded ledger ends. */
  balance: 100_000,
} as const;

const HOUR_MS = 3_600_000;
const HISTORY_DAYS = 30;

type SeedEntry = {
  type: 'deposit' | 'withdrawal' | 'bet' | 'win' | 'bonus' | 'refund';
  amount: number;
  description: string;
  bet?: { gameId: number; stake: number; win: number };
  /**
   * A withdrawal row carries its withdrawal, whose status the row shows; a refund returns the withdrawal before it,
   * and `{id}` in its description becomes that withdrawal's transaction id, as the API writes it.
   */
  withdrawal?: { method: string; destination: string; status: 'completed' | 'pending' | 'cancelled' };
};

/**
 * History is generated from a fixed seed and placed in the 30 days before `now`, so period filters have something to
 * show. Every entry moves money through the ledger, as the API does, starting from a zero balance; the first deposit
 * is sized so the ledger ends exactly at the demo balance.
 */
export async function seedDemoPlayer(db: Db, now: Date, passwordCost?: number): Promise<void> {
  const rng = createPrng(4242);
  const nowMs = now.getTime();
  const createdAt = new Date(nowMs - (HISTORY_DAYS + 1) * 24 * HOUR_MS).toISOString();

  const userId = (
    await run(
      db,
      `INSERT INTO users (login, email, password_hash, balance, currency, lang, country, email_verified, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)`,
      DEMO_PLAYER.login,
      DEMO_PLAYER.email,
      hashPasswordSync(DEMO_PLAYER.password, passwordCost),
      0,
      DEMO_PLAYER.currency,
      DEMO_PLAYER.lang,
      DEMO_PLAYER.country,
      createdAt,
    )
  ).lastId;

  await run(
    db,
    `INSERT INTO profiles (user_id, first_name, last_name, date_birth, gender, city, state, postcode, address,
       phone_code, phone_number, privacy) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    userId,
    'Alex',
    'Morgan',
    '1990-04-12',
    'm',
    'Austin',
    'Texas',
    '73301',
    '1200 Congress Avenue',
    '+1',
    '5125550142',
    1,
  );

  const popularGames = await all<{ id: number; name: string }>(
    db,
    `SELECT g.id, g.name FROM games g JOIN game_categories gc ON gc.game_id = g.id
     JOIN categories c ON c.id = gc.category_id WHERE c.alias = 'popular' ORDER BY g.popularity DESC LIMIT 12`,
  );

  const entries: SeedEntry[] = [];
  const deposit = (amount: number, method: string): SeedEntry => ({
    type: 'deposit',
    amount,
    description: `Deposit by ${method}`,
  });
  entries.push({ type: 'bonus', amount: 5_000, description: 'Welcome Bonus credited' });
  for (let i = 0; i < 30; i++) {
    if (i === 8 || i === 19) entries.push(deposit(20_000, i === 8 ? 'card' : 'crypto (USDT TRC20)'));
    if (i === 14) {
      entries.push({
        type: 'withdrawal',
        amount: -15_000,
        description: 'Withdrawal to card',
        withdrawal: { method: 's2s', destination: 'Visa •••• 4242', status: 'completed' },
      });
    }
    const game = rng.pick(popularGames);
    const stake = rng.pick([100, 200, 250, 500, 1_000, 2_000]);
    const win = rng.chance(0.45) ? Math.round(stake * rng.pick([0.5, 1.2, 1.5, 2, 3, 5, 10])) : 0;
    entries.push({
      type: 'bet',
      amount: -stake,
      description: `Bet on ${game.name}`,
      bet: { gameId: game.id, stake, win },
    });
    if (win > 0) entries.push({ type: 'win', amount: win, description: `Win on ${game.name}` });
  }
  // A cancel reserves the amount and then gives it back, as POST /me/withdrawals/cancel books it.
  entries.push({
    type: 'withdrawal',
    amount: -2_500,
    description: 'Withdrawal to crypto wallet (cancelled)',
    withdrawal: { method: 'nowpayments', destination: 'USDT TRC20 TQ7x…9fKd', status: 'cancelled' },
  });
  entries.push({ type: 'refund', amount: 2_500, description: 'Withdrawal {id} cancelled' });
  entries.push({
    type: 'withdrawal',
    amount: -5_000,
    description: 'Withdrawal to card',
    withdrawal: { method: 's2s', destination: 'Visa •••• 4242', status: 'pending' },
  });

  const rest = entries.reduce((sum, e) => sum + e.amount, 0);
  entries.unshift(deposit(DEMO_PLAYER.balance - rest, 'card'));

  // Spread over the period, oldest first, the last few within the past day.
  const span = HISTORY_DAYS * 24 * HOUR_MS;
  const times = entries.map(
    (_, i) => nowMs - span + Math.floor((span * (i + 0.5)) / entries.length) - rng.int(0, HOUR_MS),
  );

  let withdrawal: { id: number; transactionId: string } | undefined;
  for (const [i, e] of entries.entries()) {
    const at = new Date(times[i] ?? nowMs).toISOString();
    if (e.bet) {
      await run(
        db,
        'INSERT INTO bets (user_id, game_id, stake, win, currency, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        userId,
        e.bet.gameId,
        e.bet.stake,
        e.bet.win,
        DEMO_PLAYER.currency,
        at,
      );
    }
    if (e.withdrawal) {
      const transactionId = `WD-${String(rng.int(10_000_000, 99_999_999))}`;
      const id = (
        await run(
          db,
          `INSERT INTO withdrawals (transaction_id, user_id, amount, currency, method, destination, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          transactionId,
          userId,
          -e.amount,
          DEMO_PLAYER.currency,
          e.withdrawal.method,
          e.withdrawal.destination,
          e.withdrawal.status,
          at,
        )
      ).lastId;
      withdrawal = { id, transactionId };
    }
    // The balance >= 0 check refuses a seed whose history would go below zero.
    await postLedgerEntry(db, {
      userId,
      type: e.type,
      amount: e.amount,
      currency: DEMO_PLAYER.currency,
      // A withdrawal row shows its withdrawal's status; what it was posted with is what the API posts: pending.
      status: e.withdrawal ? 'pending' : 'completed',
      description: e.description.replace('{id}', withdrawal?.transactionId ?? ''),
      at,
      withdrawalId: e.withdrawal || e.type === 'refund' ? withdrawal?.id : undefined,
    });
  }
  if ((await userBalance(db, userId)) !== DEMO_PLAYER.balance)
    throw new Error('Demo ledger does not end at the demo balance');

  const promotionId = async (alias: string) =>
    (await one<{ id: number }>(db, 'SELECT id FROM promotions WHERE alias = ?', alias))?.id ?? 0;
  await run(
    db,
    'INSERT INTO promotion_histories (user_id, promotion_id, status, activated_at) VALUES (?, ?, ?, ?)',
    userId,
    await promotionId('welcome-bonus'),
    'cancelled',
    new Date(times[1] ?? nowMs).toISOString(),
  );
  // Active and still open to a deposit: the Welcome Bonus pays on a first deposit only, and this player has deposited.
  await run(
    db,
    'INSERT INTO promotion_histories (user_id, promotion_id, status, activated_at) VALUES (?, ?, ?, ?)',
    userId,
    await promotionId('weekend-reload'),
    'active',
    new Date(times[2] ?? nowMs).toISOString(),
  );
  for (const game of popularGames.slice(0, 4)) {
    await run(db, 'INSERT INTO favorites (user_id, game_id, created_at) VALUES (?, ?, ?)', userId, game.id, createdAt);
  }
}
