import {
  DOCUMENT_MEDIA_TYPES,
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_REQUIRED_CODE,
  VERIFICATION_STATUSES,
} from '../verification-rules';
import { z } from '../zod';

export const verificationDocumentKindSchema = z.enum(VERIFICATION_DOCUMENT_KINDS);
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);

/** One file the player sent; the newest of each kind is the one that counts. */
export const verificationDocumentSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  kind: verificationDocumentKindSchema,
  /** Never `not-submitted`: a document that exists was sent. */
  status: verificationStatusSchema,
  /** The name the player's file had, for recognising it; the server stores the file under a name of its own. */
  fileName: z.string(),
  mediaType: z.enum(DOCUMENT_MEDIA_TYPES),
  /** Bytes as stored (after metadata was stripped). */
  size: z.number().check(z.int(), z.nonnegative()),
  /** ISO instants; the last two null until a reviewer decided and while not approved. */
  uploadedAt: z.string(),
  reviewedAt: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  /** The reviewer's reason for a rejection, shown to the player as written. */
  reason: z.nullable(z.string()),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

/** `GET /me/verification`: the account's status and the newest document of each kind sent. */
export const verificationSummarySchema = z.object({
  status: verificationStatusSchema,
  documents: z.array(verificationDocumentSchema),
});
export type VerificationSummary = z.infer<typeof verificationSummarySchema>;

/** `data` of a refusal of a step the account is not verified for (403). */
export const verificationRequiredErrorSchema = z.object({
  code: z.literal(VERIFICATION_REQUIRED_CODE),
  step: z.enum(['deposit', 'real-play', 'withdrawal']),
});
export type VerificationRequiredError = z.infer<typeof verificationRequiredErrorSchema>;

/** `data.code` of a refused upload: too big (413), not a JPEG, PNG or PDF (415), or active content inside (422). */
export const DOCUMENT_REFUSAL_CODES = {
  tooLarge: 'DOCUMENT_TOO_LARGE',
  wrongType: 'DOCUMENT_TYPE_REFUSED',
  unsafe: 'DOCUMENT_UNSAFE',
} as const;
export const documentRefusalSchema = z.object({
  code: z.enum([DOCUMENT_REFUSAL_CODES.tooLarge, DOCUMENT_REFUSAL_CODES.wrongType, DOCUMENT_REFUSAL_CODES.unsafe]),
});
export type DocumentRefusal = z.infer<typeof documentRefusalSchema>;
