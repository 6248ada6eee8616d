import { verificationDocumentSchema, verificationSummarySchema } from '../entities/verification';
import { type EndpointDefinition, idParams, nothing } from './definition';

/**
 * Identity verification. The upload is `multipart/form-data` with a `kind` field and one `file` (at most
 * MAX_DOCUMENT_BYTES): it has no JSON body to describe, and is refused with documentRefusalSchema's codes. The file
 * call answers the stored bytes as an attachment, not an envelope, and only to the player who sent them (404 to
 * anyone else).
 */
export const verificationEndpoints = {
  verification: { method: 'GET', path: '/me/verification', auth: 'user', response: verificationSummarySchema },
  uploadVerificationDocument: {
    method: 'POST',
    path: '/me/verification/documents',
    auth: 'user',
    response: verificationDocumentSchema,
  },
  verificationDocumentFile: {
    method: 'GET',
    path: '/me/verification/documents/:id/file',
    auth: 'user',
    params: idParams,
    response: nothing,
  },
} as const satisfies Record<string, EndpointDefinition>;
