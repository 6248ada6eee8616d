import type { VerificationDocumentKind } from '@casino/api-contract';
import { all, type Db, one } from '../sql';

export type DocumentRow = {
  id: number;
  user_id: number;
  kind: VerificationDocumentKind;
  storage_key: string;
  file_name: string;
  media_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  size: number;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  uploaded_at: number;
  reviewed_at: number | null;
  expires_at: number | null;
};

const COLUMNS = `id, user_id, kind, storage_key, file_name, media_type, size, status, reason, uploaded_at, reviewed_at,
  expires_at`;

/** PostgreSQL answers BIGINT columns as text: numbers from here on. */
function typed(row: DocumentRow): DocumentRow {
  const n = (v: number | null) => (v === null ? null : Number(v));
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    size: Number(row.size),
    uploaded_at: Number(row.uploaded_at),
    reviewed_at: n(row.reviewed_at),
    expires_at: n(row.expires_at),
  };
}

export async function insertDocument(
  db: Db,
  doc: Pick<DocumentRow, 'user_id' | 'kind' | 'storage_key' | 'file_name' | 'media_type' | 'size' | 'uploaded_at'>,
): Promise<DocumentRow> {
  const row = await one<DocumentRow>(
    db,
    `INSERT INTO verification_documents (user_id, kind, storage_key, file_name, media_type, size, uploaded_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
    doc.user_id,
    doc.kind,
    doc.storage_key,
    doc.file_name,
    doc.media_type,
    doc.size,
    doc.uploaded_at,
  );
  if (!row) throw new Error('The document was not stored');
  return typed(row);
}

/** The newest document of each kind the player sent: the ones their status is made of. */
export async function listCurrentDocuments(db: Db, userId: number): Promise<DocumentRow[]> {
  const rows = await all<DocumentRow>(
    db,
    `SELECT ${COLUMNS} FROM verification_documents d
     WHERE user_id = ? AND id = (SELECT MAX(id) FROM verification_documents n WHERE n.user_id = d.user_id AND n.kind = d.kind)
     ORDER BY id`,
    userId,
  );
  return rows.map(typed);
}

/** A document of this player, or undefined: another player's id reads as no document at all. */
export async function findDocumentOfUser(db: Db, id: number, userId: number): Promise<DocumentRow | undefined> {
  const row = await one<DocumentRow>(
    db,
    `SELECT ${COLUMNS} FROM verification_documents WHERE id = ? AND user_id = ?`,
    id,
    userId,
  );
  return row && typed(row);
}

export async function findDocument(db: Db, id: number): Promise<DocumentRow | undefined> {
  const row = await one<DocumentRow>(db, `SELECT ${COLUMNS} FROM verification_documents WHERE id = ?`, id);
  return row && typed(row);
}

/** Documents waiting for a reviewer, oldest first, with whose they are; one a newer file of its kind replaced is left out. */
export async function listPendingDocuments(db: Db): Promise<(DocumentRow & { email: string })[]> {
  const rows = await all<DocumentRow & { email: string }>(
    db,
    `SELECT ${COLUMNS.replace(/(\w+)/g, 'd.$1')}, u.email AS email FROM verification_documents d
     JOIN users u ON u.id = d.user_id
     WHERE d.status = 'pending'
       AND d.id = (SELECT MAX(id) FROM verification_documents n WHERE n.user_id = d.user_id AND n.kind = d.kind)
     ORDER BY d.uploaded_at, d.id`,
  );
  return rows.map((row) => ({ ...typed(row), email: row.email }));
}

/** Records a reviewer's decision on a document still pending; undefined when it is not (decided already, or none). */
export async function decideDocument(
  db: Db,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason: string | null; reviewedAt: number; expiresAt: number | null },
): Promise<DocumentRow | undefined> {
  const row = await one<DocumentRow>(
    db,
    `UPDATE verification_documents SET status = ?, reason = ?, reviewed_at = ?, expires_at = ?
     WHERE id = ? AND status = 'pending' RETURNING ${COLUMNS}`,
    decision.status,
    decision.reason,
    decision.reviewedAt,
    decision.expiresAt,
    id,
  );
  return row && typed(row);
}

/** What the player has withdrawn or asked to withdraw, leaving out what was rejected or cancelled. */
export async function withdrawnTotal(db: Db, userId: number): Promise<number> {
  const row = await one<{ total: number | null }>(
    db,
    "SELECT SUM(amount) AS total FROM withdrawals WHERE user_id = ? AND status IN ('pending', 'completed')",
    userId,
  );
  return Number(row?.total ?? 0);
}
