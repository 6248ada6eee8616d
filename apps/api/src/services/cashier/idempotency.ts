import { createHash } from 'node:crypto';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { findIdempotencyRecord, insertIdempotencyRecord } from '../../db/queries/idempotency-keys';
import { type Db, lockPlayer, transaction } from '../../db/sql';
import { errorBody } from '../../http/envelope';
import { HttpError } from '../../http/http-error';

/** `T` is what the action's success answers in `data`; a refusal carries the error envelope. */
export type StoredAnswer<T = unknown> = {
  status: ContentfulStatusCode;
  body: { status: 'success'; data: T; message: string } | { status: 'error'; data: unknown; message: string };
};

export const IDEMPOTENCY_CONFLICT_MESSAGE = 'This idempotency key was already used for a different request';

/** Key order must not matter: the same body sent twice by two clients may serialise differently. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (scope: string, body: unknown) =>
  createHash('sha256')
    .update(`${scope}\n${canonical(body)}`)
    .digest('hex');

type Request = { userId: number; key: string; scope: string; body: unknown; at: string };

type IdempotentOptions = {
  /**
   * A check of a new key under the player's lock, before the action: a refusal it throws is answered but not stored,
   * so the same key works once the reason is gone (a player who verified). Under the lock, so two requests at once
   * cannot both pass a check that the other's action would fail (two withdrawals each under a threshold).
   */
  unlessRefused?: (tx: Db) => Promise<void>;
};

/**
 * Runs a money action at most once per (player, key). The first answer, success or refusal, is stored in the same
 * transaction as the action, so a retry after a lost answer gets it back and nothing moves twice; the same key with
 * another body is refused. The transaction holds the player's lock from the start: the key's look-up, the action and
 * the stored answer see no other money action of the player between them. `work` runs in a savepoint: a refusal it
 * throws undoes its own writes but is still stored.
 */
export function idempotent<T>(
  db: Db,
  request: Request,
  work: (tx: Db) => Promise<T>,
  options: IdempotentOptions = {},
): Promise<StoredAnswer<T>> {
  const hash = requestHash(request.scope, request.body);
  return transaction(db, async (tx): Promise<StoredAnswer<T>> => {
    await lockPlayer(tx, request.userId);
    const seen = await findIdempotencyRecord(tx, request.userId, request.key);
    if (seen) {
      if (seen.request_hash !== hash) throw new HttpError(422, IDEMPOTENCY_CONFLICT_MESSAGE);
      return { status: seen.status_code as ContentfulStatusCode, body: JSON.parse(seen.response) };
    }
    await options.unlessRefused?.(tx);
    let answer: StoredAnswer<T>;
    try {
      const data = await transaction(tx, work);
      answer = { status: 200, body: { status: 'success', data, message: '' } };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      answer = { status: error.status, body: errorBody(error.message, error.data) };
    }
    await insertIdempotencyRecord(tx, {
      userId: request.userId,
      key: request.key,
      scope: request.scope,
      requestHash: hash,
      statusCode: answer.status,
      response: JSON.stringify(answer.body),
      createdAt: request.at,
    });
    return answer;
  });
}
