import { type DocumentRow, decideDocument } from '../../db/queries/verification';
import { type Db, transaction } from '../../db/sql';
import { notifyPlayer } from '../notifications/notify-player';
import { APPROVAL_VALID_MS } from './verification-status';

export type ReviewDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/** Longest reason a reviewer may give: a sentence or two the player reads on the verification page. */
export const MAX_REJECTION_REASON = 500;

/**
 * A reviewer's decision on one pending document, the one place it is taken: the document's status, and the player's
 * open pages told through the account stream and a notice put in the inbox, in the same transaction. Undefined when the document is not pending
 * (decided already, or never sent).
 */
export async function reviewDocument(
  db: Db,
  documentId: number,
  review: ReviewDecision,
  now: number,
): Promise<DocumentRow | undefined> {
  return transaction(db, async (tx) => {
    const decided = await decideDocument(
      tx,
      documentId,
      review.decision === 'approve'
        ? { status: 'approved', reason: null, reviewedAt: now, expiresAt: now + APPROVAL_VALID_MS }
        : { status: 'rejected', reason: review.reason, reviewedAt: now, expiresAt: null },
    );
    if (!decided) return undefined;
    await tx.notify('account', decided.user_id);
    // The player hears of the decision in the inbox too, with the reviewer's reason when it is a rejection.
    if (review.decision === 'approve') await notifyPlayer(tx, decided.user_id, 'verification-approved', {}, now);
    else await notifyPlayer(tx, decided.user_id, 'verification-rejected', { reason: review.reason }, now);
    return decided;
  });
}
