import type { ActivePromotion, Promotion } from '@casino/api-contract';
import { all, type Db, one, run, type SqlParam } from '../sql';

const PROMOTION_COLUMNS = `p.id, p.alias, p.title, p.description, p.image, p.bonus_percent AS bonusPercent,
  p.max_bonus AS maxBonus, p.wagering, p.valid_until AS validUntil`;

export const promotionExists = (db: Db, alias: string) =>
  one<{ found: number }>(db, 'SELECT 1 AS found FROM promotions WHERE alias = ?', alias) !== undefined;

export const listPromotions = (db: Db) =>
  all<Promotion>(db, `SELECT ${PROMOTION_COLUMNS} FROM promotions p ORDER BY p.id`);

const listActivePromotionsWhere = (db: Db, where: string, ...params: SqlParam[]) =>
  all<ActivePromotion>(
    db,
    `SELECT ${PROMOTION_COLUMNS}, h.id AS historyId, h.activated_at AS activatedAt, h.status
     FROM promotion_histories h JOIN promotions p ON p.id = h.promotion_id
     WHERE ${where} ORDER BY h.activated_at DESC, h.id DESC`,
    ...params,
  );

export const listActivePromotions = (db: Db, userId: number) =>
  listActivePromotionsWhere(db, "h.user_id = ? AND h.status = 'active'", userId);

export const findPromotionByAlias = (db: Db, alias: string) =>
  one<{ id: number; validUntil: string | null }>(
    db,
    'SELECT id, valid_until AS validUntil FROM promotions WHERE alias = ?',
    alias,
  );

export const hasActivePromotion = (db: Db, userId: number, promotionId: number) =>
  one(
    db,
    "SELECT 1 FROM promotion_histories WHERE user_id = ? AND promotion_id = ? AND status = 'active'",
    userId,
    promotionId,
  ) !== undefined;

export const insertActivation = (db: Db, userId: number, promotionId: number, at: string) =>
  run(
    db,
    "INSERT INTO promotion_histories (user_id, promotion_id, status, activated_at) VALUES (?, ?, 'active', ?)",
    userId,
    promotionId,
    at,
  ).lastId;

export const findActivation = (db: Db, historyId: number) => listActivePromotionsWhere(db, 'h.id = ?', historyId)[0];

/** Only the player's own active entry can be cancelled; the change count tells whether it was. */
export const cancelActivation = (db: Db, userId: number, historyId: number) =>
  run(
    db,
    "UPDATE promotion_histories SET status = 'cancelled' WHERE id = ? AND user_id = ? AND status = 'active'",
    historyId,
    userId,
  ).changes === 1;
