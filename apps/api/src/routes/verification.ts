import { DOCUMENT_REFUSAL_CODES, endpoints, VERIFICATION_DOCUMENT_KINDS } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { findDocumentOfUser, insertDocument } from '../db/queries/verification';
import { transaction } from '../db/sql';
import { okFor } from '../http/contract-answer';
import { readDocumentUpload } from '../http/document-upload';
import { HttpError, notFound } from '../http/http-error';
import { readParams } from '../http/validation';
import { inspectDocument } from '../services/verification/inspect-document';
import { serveDocumentFile } from '../services/verification/serve-document';
import { documentAnswer, verificationSummary } from '../services/verification/verification-status';

const isKind = (value: string | undefined): value is (typeof VERIFICATION_DOCUMENT_KINDS)[number] =>
  (VERIFICATION_DOCUMENT_KINDS as readonly (string | undefined)[]).includes(value);

/**
 * `/me/verification`: the player's identity documents. An upload is read with its size counted as it arrives, judged
 * by its bytes, cleaned of metadata and kept in the document store under a name the server chose; only its owner can
 * read it back. (Every call here needs a login: the contract marks them `auth: 'user'`.)
 */
export function verificationRoutes(deps: AppDeps) {
  const { db, clock, documents } = deps;
  const app = new Hono<AppEnv>();

  app.get(endpoints.verification.path, async (c) => {
    const { user } = c.get('session');
    return okFor(c, 'verification', await verificationSummary(db, user.id, clock()));
  });

  app.post(endpoints.uploadVerificationDocument.path, async (c) => {
    const { user } = c.get('session');
    const upload = await readDocumentUpload(c);
    if (!isKind(upload.kind))
      throw new HttpError(400, `kind must be one of: ${VERIFICATION_DOCUMENT_KINDS.join(', ')}`);
    const inspected = await inspectDocument(upload.bytes);
    if (!inspected.accepted) {
      const status = inspected.code === DOCUMENT_REFUSAL_CODES.wrongType ? 415 : 422;
      throw new HttpError(status, inspected.message, {}, { code: inspected.code });
    }
    const key = await documents.put(inspected.bytes);
    try {
      const row = await transaction(db, async (tx) => {
        const inserted = await insertDocument(tx, {
          user_id: user.id,
          kind: upload.kind as (typeof VERIFICATION_DOCUMENT_KINDS)[number],
          storage_key: key,
          file_name: upload.fileName,
          media_type: inspected.mediaType,
          size: inspected.bytes.byteLength,
          uploaded_at: clock(),
        });
        await tx.notify('account', user.id);
        return inserted;
      });
      return okFor(c, 'uploadVerificationDocument', documentAnswer(row, clock()), 201);
    } catch (error) {
      // No row points at the file: it must not stay behind.
      await documents.delete(key).catch(() => {});
      throw error;
    }
  });

  // Another player's document and one that never was answer the same 404: the answer tells nothing about other ids.
  app.get(endpoints.verificationDocumentFile.path, async (c) => {
    const { id } = readParams(c, endpoints.verificationDocumentFile.params);
    const row = await findDocumentOfUser(db, id, c.get('session').user.id);
    if (!row) throw notFound('Document not found');
    return serveDocumentFile(documents, row);
  });

  return app;
}
