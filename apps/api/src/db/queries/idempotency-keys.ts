import { type Db, one, run } from '../sql';

/** A money action's first answer, kept under the player's key (services/cashier/idempotency.ts). */
export type IdempotencyRecord = {
  userId: number;
  key: string;
  scope: string;
  requestHash: string;
  statusCode: number;
  /** The answer's envelope as JSON. */
  response: string;
  createdAt: string;
};

export const findIdempotencyRecord = (db: Db, userId: number, key: string) =>
  one<{ request_hash: string; status_code: number; response: string }>(
    db,
    'SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_id = ? AND key = ?',
    userId,
    key,
  );

export async function insertIdempotencyRecord(db: Db, record: IdempotencyRecord): Promise<void> {
  await run(
    db,
    `INSERT INTO idempotency_keys (user_id, key, scope, request_hash, status_code, response, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    record.userId,
    record.key,
    record.scope,
    record.requestHash,
    record.statusCode,
    record.response,
    record.createdAt,
  );
}
