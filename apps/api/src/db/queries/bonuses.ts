import {
  bonusExpiresAt,
  depositBonus,
  isWageringComplete,
  isWeekend,
  paysOnDeposit,
  splitStake,
  splitWin,
  wageringContribution,
  weekendStart,
} from '../../services/bonus/bonus-rules';
import { majorUnits } from '../../services/money-text';
import { all, type Db, lockPlayer, one, run, transaction } from '../sql';
import { postLedgerEntry } from './ledger';
import { hasAnyDeposit } from './responsible-gaming';

/**
 * Deposit bonuses (docs/product.md#bonuses): paid by a deposit onto the player's activation of its promotion, spent after
 * cash, wagered by every stake while active, turned into cash when the wagering is done, forfeited on cancel. Every
 * step is a ledger row whose bonus part moves `users.bonus_balance`; callers hold the transaction.
 */

export type PlayerFunds = { balance: number; bonusBalance: number; currency: string };

export const playerFunds = (db: Db, userId: number): Promise<PlayerFunds | undefined> =>
  one<PlayerFunds>(db, 'SELECT balance, bonus_balance AS bonusBalance, currency FROM users WHERE id = ?', userId);

/** Cash: what can be withdrawn. Bonus money stays until its wagering is complete. */
export const cashBalance = (funds: PlayerFunds) => funds.balance - funds.bonusBalance;

/**
 * The instant a bonus's days count from, over `promotion_histories h`: its payment, or its activation for a bonus paid
 * before payments were recorded (migration 250).
 */
export const BONUS_PAID_AT_SQL = 'COALESCE(h.bonus_paid_at, h.activated_at)';

export type ActiveBonus = { historyId: number; title: string; granted: number; required: number; wagered: number };

export type ActiveBonusRow = ActiveBonus & { paidAt: string; bonusDays: number | null };

const readActiveBonus = (db: Db, userId: number) =>
  one<ActiveBonusRow>(
    db,
    `SELECT h.id AS historyId, p.title, h.bonus_granted AS granted, h.wagering_required AS required, h.wagered,
       ${BONUS_PAID_AT_SQL} AS paidAt, p.bonus_days AS bonusDays
     FROM promotion_histories h JOIN promotions p ON p.id = h.promotion_id
     WHERE h.user_id = ? AND h.status = 'active' AND h.bonus_granted > 0`,
    userId,
  );

const toActiveBonus = ({ historyId, title, granted, required, wagered }: ActiveBonusRow): ActiveBonus => ({
  historyId,
  title,
  granted,
  required,
  wagered,
});

export type TimedBonus = { historyId: number; userId: number; paidAt: string; bonusDays: number; title: string };

/** Every active bonus that has a time limit, with the instant its days count from. */
export const listTimedActiveBonuses = (db: Db) =>
  all<TimedBonus>(
    db,
    `SELECT h.id AS historyId, h.user_id AS userId, ${BONUS_PAID_AT_SQL} AS paidAt, p.bonus_days AS bonusDays,
       p.title AS title
     FROM promotion_histories h JOIN promotions p ON p.id = h.promotion_id
     WHERE h.status = 'active' AND h.bonus_granted > 0 AND p.bonus_days IS NOT NULL`,
  );

/** The player's one activation holding a bonus (a unique index allows no second). */
export const findActiveBonus = async (db: Db, userId: number): Promise<ActiveBonus | undefined> => {
  const row = await readActiveBonus(db, userId);
  return row && toActiveBonus(row);
};

/**
 * The player's active bonus at `now`, in one statement: one whose time ran out (`bonusExpiresAt`) before it was
 * wagered through is forfeited first, as cancelling forfeits it, so bonus money is never staked or kept after its
 * time. The caller holds the transaction and the player's lock.
 */
export async function currentActiveBonus(
  tx: Db,
  userId: number,
  now: number,
  /** The player's active bonus row as the caller read it under the same lock, if it did. */
  known?: { row: ActiveBonusRow | undefined },
): Promise<{ bonus: ActiveBonus | undefined; expired: boolean }> {
  const row = known ? known.row : await readActiveBonus(tx, userId);
  if (!row) return { bonus: undefined, expired: false };
  if (!isPastItsTime(row, now)) return { bonus: toActiveBonus(row), expired: false };
  await forfeitActivation(tx, userId, row.historyId, new Date(now).toISOString(), 'Bonus expired');
  return { bonus: undefined, expired: true };
}

const isPastItsTime = (bonus: { paidAt: string; bonusDays: number | null }, now: number) => {
  const expiresAt = bonus.bonusDays === null ? null : bonusExpiresAt(Date.parse(bonus.paidAt), bonus.bonusDays);
  return expiresAt !== null && expiresAt <= now;
};

type Activation = {
  historyId: number;
  title: string;
  granted: number;
  bonusPercent: number;
  maxBonus: number;
  wagering: number;
  minDeposit: number;
  firstDepositOnly: number;
  weekendsOnly: number;
};

/** Why a promotion that pays on a first deposit alone is refused to a player who has deposited before. */
export const FIRST_DEPOSIT_ONLY_REFUSAL = 'This promotion pays on your first deposit only';
const WEEKENDS_ONLY_REFUSAL = 'This promotion pays on deposits made from Friday to Sunday (UTC)';
const ONCE_PER_WEEKEND_REFUSAL = "You have had this weekend's bonus from this promotion: the next one opens on Friday";

const findActivationOf = (db: Db, userId: number, alias: string) =>
  one<Activation>(
    db,
    `SELECT h.id AS historyId, p.title, h.bonus_granted AS granted, p.bonus_percent AS bonusPercent,
       p.max_bonus AS maxBonus, p.wagering, p.min_deposit AS minDeposit,
       p.first_deposit_only AS firstDepositOnly, p.weekends_only AS weekendsOnly
     FROM promotion_histories h JOIN promotions p ON p.id = h.promotion_id
     WHERE h.user_id = ? AND p.alias = ? AND h.status = 'active'`,
    userId,
    alias,
  );

/**
 * A completed deposit the player opened before `depositId`. (Deposits the ledger holds without a record, the demo
 * player's seeded history, were already refused when the deposit was asked for.)
 */
const hasEarlierDeposit = async (db: Db, userId: number, depositId: string) =>
  (await one(
    db,
    `SELECT 1 AS found FROM deposits
     WHERE user_id = ? AND status = 'completed' AND id < (SELECT id FROM deposits WHERE public_id = ?) LIMIT 1`,
    userId,
    depositId,
  )) !== undefined;

/** Whether a deposit the player made since `sinceMs` was paid a bonus by any activation of the promotion `alias`. */
const paidSince = async (db: Db, userId: number, alias: string, sinceMs: number) =>
  (await one(
    db,
    `SELECT 1 AS found FROM promotion_histories h
     JOIN promotions p ON p.id = h.promotion_id JOIN deposits d ON d.id = h.deposit_id
     WHERE h.user_id = ? AND p.alias = ? AND h.bonus_granted > 0 AND d.created_ms >= ? LIMIT 1`,
    userId,
    alias,
    sinceMs,
  )) !== undefined;

/**
 * Why a deposit naming this promotion could not pay its bonus (not activated, already paid, another bonus active, not
 * the player's first deposit, outside its weekend or its weekend's bonus taken, below its minimum), asked before any
 * money moves so the player can choose again; null when it can (or when the promotion pays nothing on deposits,
 * cashback and free spins, as before).
 */
export async function depositPromotionRefusal(
  db: Db,
  userId: number,
  alias: string,
  amount: number,
  now: number,
): Promise<string | null> {
  const activation = await findActivationOf(db, userId, alias);
  if (!activation) return 'Activate this promotion before depositing with it';
  if (!paysOnDeposit(activation)) return null;
  if (activation.granted > 0) return 'This promotion has already paid its bonus';
  if (await findActiveBonus(db, userId))
    return 'You already have an active bonus: complete its wagering or cancel it first';
  // A completed deposit, or a crypto one still confirming, was the first.
  if (activation.firstDepositOnly && (await hasAnyDeposit(db, userId))) return FIRST_DEPOSIT_ONLY_REFUSAL;
  if (activation.weekendsOnly && !isWeekend(now)) return WEEKENDS_ONLY_REFUSAL;
  if (activation.weekendsOnly && (await paidSince(db, userId, alias, weekendStart(now))))
    return ONCE_PER_WEEKEND_REFUSAL;
  if (amount < activation.minDeposit) {
    const currency = (await playerFunds(db, userId))?.currency;
    const minimum = `${majorUnits(activation.minDeposit)}${currency ? ` ${currency}` : ''}`;
    return `Deposit at least ${minimum} to receive this promotion's bonus`;
  }
  return null;
}

/**
 * Pays the bonus a completed deposit earns under its promotion. Returns the bonus paid, 0 when nothing qualifies at
 * this moment (a crypto deposit confirms later; the player may have cancelled the promotion or taken another bonus).
 */
export async function payDepositBonus(
  db: Db,
  d: { userId: number; depositId: string; amount: number; currency: string; promotionAlias: string; at: string },
): Promise<number> {
  const activation = await findActivationOf(db, d.userId, d.promotionAlias);
  if (!activation || activation.granted > 0 || (await findActiveBonus(db, d.userId))) return 0;
  // A crypto deposit confirms late. Only a deposit made before it can have been the first: one made after it that
  // completed sooner does not take its place (its own request was refused the bonus while this one was pending).
  if (activation.firstDepositOnly && (await hasEarlierDeposit(db, d.userId, d.depositId))) return 0;
  const bonus = depositBonus(d.amount, activation);
  if (!bonus) return 0;
  await run(
    db,
    `UPDATE promotion_histories SET bonus_granted = ?, wagering_required = ?, bonus_paid_at = ?,
       deposit_id = (SELECT id FROM deposits WHERE public_id = ?) WHERE id = ?`,
    bonus.granted,
    bonus.wageringRequired,
    d.at,
    d.depositId,
    activation.historyId,
  );
  await postLedgerEntry(db, {
    userId: d.userId,
    type: 'bonus',
    amount: bonus.granted,
    currency: d.currency,
    status: 'completed',
    description: `Bonus: ${activation.title}`,
    at: d.at,
    bonus: { historyId: activation.historyId, amount: bonus.granted },
  });
  return bonus.granted;
}

/** Wagering done: the bonus money left becomes cash (the balance stays, the bonus part leaves it) and the activation completes. */
async function convertBonusToCash(db: Db, userId: number, bonus: ActiveBonus, currency: string, at: string) {
  await run(
    db,
    "UPDATE promotion_histories SET status = 'completed' WHERE id = ? AND status = 'active'",
    bonus.historyId,
  );
  const left = (await playerFunds(db, userId))?.bonusBalance ?? 0;
  await postLedgerEntry(db, {
    userId,
    type: 'bonus',
    amount: 0,
    currency,
    status: 'completed',
    description: `Bonus wagering complete, bonus money is now cash: ${bonus.title}`,
    at,
    bonus: { historyId: bonus.historyId, amount: -left },
  });
}

export type SpinMoney = {
  userId: number;
  gameName: string;
  stake: number;
  win: number;
  currency: string;
  at: string;
  /** How much of the stake counts towards wagering, from the game's categories. */
  contributionPercent: number;
};

/**
 * Posts a bet's stake and win. With an active bonus the stake is paid from cash first, then bonus money; the win is
 * shared as the stake was; the stake's weighted part adds to the wagering, and completing it converts the bonus.
 * `funds` and `bonus` are the player's as read under the lock the caller holds. Returns the balance after.
 */
export async function postSpin(
  db: Db,
  spin: SpinMoney & { funds: PlayerFunds; bonus: ActiveBonus | undefined },
): Promise<number> {
  const { bonus, funds } = spin;
  const stakeParts = bonus ? splitStake(spin.stake, cashBalance(funds)) : { cash: spin.stake, bonus: 0 };
  const bonusPart = (amount: number) => (bonus && amount !== 0 ? { historyId: bonus.historyId, amount } : undefined);
  const entry = { userId: spin.userId, currency: spin.currency, status: 'completed', at: spin.at } as const;
  let balance = await postLedgerEntry(db, {
    ...entry,
    type: 'bet',
    amount: -spin.stake,
    description: `Bet on ${spin.gameName}`,
    bonus: bonusPart(-stakeParts.bonus),
  });
  if (spin.win > 0) {
    const winParts = splitWin(spin.win, spin.stake, stakeParts.bonus);
    balance = await postLedgerEntry(db, {
      ...entry,
      type: 'win',
      amount: spin.win,
      description: `Win on ${spin.gameName}`,
      bonus: bonusPart(winParts.bonus),
    });
  }
  if (bonus) {
    const wagered =
      (
        await one<{ wagered: number }>(
          db,
          'UPDATE promotion_histories SET wagered = wagered + ? WHERE id = ? RETURNING wagered',
          wageringContribution(spin.stake, spin.contributionPercent),
          bonus.historyId,
        )
      )?.wagered ?? bonus.wagered;
    if (isWageringComplete(wagered, bonus.required))
      await convertBonusToCash(db, spin.userId, bonus, spin.currency, spin.at);
  }
  return balance;
}

/**
 * Cancels the player's own active activation. A bonus it paid is forfeited with everything it won: the bonus money
 * left leaves the balance in a ledger row. False when there is no such active activation.
 */
export const cancelActivationForfeitingBonus = (
  db: Db,
  userId: number,
  historyId: number,
  at: string,
): Promise<boolean> => forfeitActivation(db, userId, historyId, at, 'Bonus forfeited, promotion cancelled');

/** Ends an active activation; a bonus it paid leaves the balance in a ledger row that says `reason` and the title. */
async function forfeitActivation(
  db: Db,
  userId: number,
  historyId: number,
  at: string,
  reason: string,
): Promise<boolean> {
  const activation = await one<{ granted: number; title: string }>(
    db,
    `SELECT h.bonus_granted AS granted, p.title FROM promotion_histories h JOIN promotions p ON p.id = h.promotion_id
     WHERE h.id = ? AND h.user_id = ? AND h.status = 'active'`,
    historyId,
    userId,
  );
  if (!activation) return false;
  await run(db, "UPDATE promotion_histories SET status = 'cancelled' WHERE id = ?", historyId);
  const funds = await playerFunds(db, userId);
  if (activation.granted > 0 && funds) {
    await postLedgerEntry(db, {
      userId,
      type: 'bonus',
      amount: -funds.bonusBalance,
      currency: funds.currency,
      status: 'completed',
      description: `${reason}: ${activation.title}`,
      at,
      bonus: { historyId, amount: -funds.bonusBalance },
    });
  }
  return true;
}

type DueBonus = { historyId: number; userId: number; paidAt: string; bonusDays: number };

/**
 * The API's sweep (services/sweeps.ts): forfeits every player's bonus whose time ran out, each in a transaction of
 * its own under that player's lock, as a stake or a deposit of the player would (`currentActiveBonus`). Returns how
 * many expired.
 */
export async function expireDueBonuses(db: Db, now: number): Promise<number> {
  const candidates = await all<DueBonus>(
    db,
    `SELECT h.id AS historyId, h.user_id AS userId, ${BONUS_PAID_AT_SQL} AS paidAt, p.bonus_days AS bonusDays
     FROM promotion_histories h JOIN promotions p ON p.id = h.promotion_id
     WHERE h.status = 'active' AND h.bonus_granted > 0 AND p.bonus_days IS NOT NULL`,
  );
  let expired = 0;
  for (const bonus of candidates.filter((candidate) => isPastItsTime(candidate, now))) {
    const forfeited = await transaction(db, async (tx) => {
      await lockPlayer(tx, bonus.userId);
      // Read again under the lock: the player may have wagered it through or cancelled it meanwhile.
      const current = await readActiveBonus(tx, bonus.userId);
      if (current?.historyId !== bonus.historyId || !isPastItsTime(current, now)) return false;
      return forfeitActivation(tx, bonus.userId, bonus.historyId, new Date(now).toISOString(), 'Bonus expired');
    });
    if (forfeited) expired++;
  }
  return expired;
}
