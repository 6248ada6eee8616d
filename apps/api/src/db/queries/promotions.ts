import type { ActivePromotion, Promotion } from '@casino/api-contract';
import { bonusExpiresAt, wageringProgress } from '../../services/bonus/bonus-rules';
import { all, type Db, one, run, type SqlParam } from '../sql';
import { BONUS_PAID_AT_SQL } from './bonuses';

const PROMOTION_COLUMNS = `p.id, p.alias, p.title, p.description, p.image, p.bonus_percent AS bonusPercent,
  p.max_bonus AS maxBonus, p.wagering, p.valid_until AS validUntil`;

export const promotionExists = async (db: Db, alias: string) =>
  (await one<{ found: number }>(db, 'SELECT 1 AS found FROM promotions WHERE alias = ?', alias)) !== undefined;

export const listPromotions = (db: Db) =>
  all<Promotion>(db, `SELECT ${PROMOTION_COLUMNS} FROM promotions p ORDER BY p.id`);

type ActivationRow = Omit<ActivePromotion, 'bonus'> & {
  bonusGranted: number;
  wageringRequired: number;
  wagered: number;
  bonusLeft: number;
  bonusDays: number | null;
  bonusPaidAt: string;
};

/** When a bonus paid at `paidAt` expires (`bonusExpiresAt`), as an ISO instant; null: never. */
const expiryOf = (paidAt: string, bonusDays: number | null) => {
  const at = bonusExpiresAt(Date.parse(paidAt), bonusDays);
  return at === null ? null : new Date(at).toISOString();
};

/** The bonus an activation's deposit paid, with its wagering; null before a deposit paid one (docs/product.md#bonuses). */
const withBonus = ({
  bonusGranted,
  wageringRequired,
  wagered,
  bonusLeft,
  bonusDays,
  bonusPaidAt,
  ...activation
}: ActivationRow) => ({
  ...activation,
  bonus:
    bonusGranted > 0
      ? {
          granted: bonusGranted,
          balance: bonusLeft,
          wagering: {
            required: wageringRequired,
            wagered: Math.min(wagered, wageringRequired),
            progress: wageringProgress(wagered, wageringRequired),
          },
          expiresAt: expiryOf(bonusPaidAt, bonusDays),
        }
      : null,
});

// Only an active activation holds bonus money: the player's bonus balance is its balance (one at a time).
const listActivePromotionsWhere = async (db: Db, where: string, ...params: SqlParam[]): Promise<ActivePromotion[]> =>
  (
    await all<ActivationRow>(
      db,
      `SELECT ${PROMOTION_COLUMNS}, h.id AS historyId, h.activated_at AS activatedAt, h.status,
       h.bonus_granted AS bonusGranted, h.wagering_required AS wageringRequired, h.wagered, p.bonus_days AS bonusDays,
       ${BONUS_PAID_AT_SQL} AS bonusPaidAt,
       CASE WHEN h.status = 'active' AND h.bonus_granted > 0 THEN u.bonus_balance ELSE 0 END AS bonusLeft
     FROM promotion_histories h JOIN promotions p ON p.id = h.promotion_id JOIN users u ON u.id = h.user_id
     WHERE ${where} ORDER BY h.activated_at DESC, h.id DESC`,
      ...params,
    )
  ).map(withBonus);

export const listActivePromotions = (db: Db, userId: number) =>
  listActivePromotionsWhere(db, "h.user_id = ? AND h.status = 'active'", userId);

export const findPromotionByAlias = (db: Db, alias: string) =>
  one<{ id: number; validUntil: string | null; firstDepositOnly: number }>(
    db,
    'SELECT id, valid_until AS validUntil, first_deposit_only AS firstDepositOnly FROM promotions WHERE alias = ?',
    alias,
  );

export const hasActivePromotion = async (db: Db, userId: number, promotionId: number) =>
  (await one(
    db,
    "SELECT 1 FROM promotion_histories WHERE user_id = ? AND promotion_id = ? AND status = 'active'",
    userId,
    promotionId,
  )) !== undefined;

export const insertActivation = async (db: Db, userId: number, promotionId: number, at: string) =>
  (
    await run(
      db,
      "INSERT INTO promotion_histories (user_id, promotion_id, status, activated_at) VALUES (?, ?, 'active', ?)",
      userId,
      promotionId,
      at,
    )
  ).lastId;

export const findActivation = async (db: Db, historyId: number) =>
  (await listActivePromotionsWhere(db, 'h.id = ?', historyId))[0];
