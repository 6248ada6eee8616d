import {
  APPROVAL_VALID_DAYS,
  accountVerificationStatus,
  documentStatusAt,
  type VerificationDocument,
  type VerificationStatus,
  type VerificationSummary,
} from '@casino/api-contract';
import { type DocumentRow, listCurrentDocuments } from '../../db/queries/verification';
import type { Db } from '../../db/sql';

export const APPROVAL_VALID_MS = APPROVAL_VALID_DAYS * 24 * 60 * 60_000;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function documentAnswer(row: DocumentRow, now: number): VerificationDocument {
  return {
    id: row.id,
    kind: row.kind,
    status: documentStatusAt({ status: row.status, expiresAt: row.expires_at }, now),
    fileName: row.file_name,
    mediaType: row.media_type,
    size: row.size,
    uploadedAt: new Date(row.uploaded_at).toISOString(),
    reviewedAt: iso(row.reviewed_at),
    expiresAt: iso(row.expires_at),
    reason: row.reason,
  };
}

const statusOf = (rows: DocumentRow[], now: number) =>
  accountVerificationStatus(
    rows.map((row) => ({ kind: row.kind, status: row.status, expiresAt: row.expires_at })),
    now,
  );

export async function verificationSummary(db: Db, userId: number, now: number): Promise<VerificationSummary> {
  const rows = await listCurrentDocuments(db, userId);
  return { status: statusOf(rows, now), documents: rows.map((row) => documentAnswer(row, now)) };
}

export async function accountStatus(db: Db, userId: number, now: number): Promise<VerificationStatus> {
  return statusOf(await listCurrentDocuments(db, userId), now);
}
