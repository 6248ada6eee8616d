import type { ActivePromotion, Promotion } from '@casino/api-contract';
import { all, type Db } from '../sql';

const PROMOTION_COLUMNS = `p.id, p.alias, p.title, p.description, p.image, p.bonus_percent AS bonusPercent,
  p.max_bonus AS maxBonus, p.wagering, p.valid_until AS validUntil`;

export const listPromotions = (db: Db) =>
  all<Promotion>(db, `SELECT ${PROMOTION_COLUMNS} FROM promotions p ORDER BY p.id`);

export const listActivePromotions = (db: Db, userId: number) =>
  all<ActivePromotion>(
    db,
    `SELECT ${PROMOTION_COLUMNS}, h.id AS historyId, h.activated_at AS activatedAt, h.status
     FROM promotion_histories h JOIN promotions p ON p.id = h.promotion_id
     WHERE h.user_id = ? AND h.status = 'active' ORDER BY h.activated_at DESC`,
    userId,
  );
