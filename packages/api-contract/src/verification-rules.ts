/*
 * Identity verification (know your customer): what a player may send, how the documents add up to the account's
 * status, and when the rules in force ask for it. No schema and no I/O, so the web app's uploader checks a file with
 * the same numbers the API enforces, without loading the contract's schemas.
 */

/** A document's kind; an ID card and a driving licence are sent as two pictures, the front and the back. */
export const VERIFICATION_DOCUMENT_KINDS = [
  'passport',
  'id-card-front',
  'id-card-back',
  'driving-licence-front',
  'driving-licence-back',
  'utility-bill',
  'bank-statement',
  'selfie',
] as const;
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];

/** What a document or the whole account is at. `rejected` carries the reviewer's reason; a new file may follow. */
export const VERIFICATION_STATUSES = ['not-submitted', 'pending', 'approved', 'rejected', 'expired'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Largest file a player may send, checked by the browser before sending and by the API while it reads. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The types a document may have, told from its bytes (never from its name or the header the browser sent). */
export const DOCUMENT_MEDIA_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number];

export const isDocumentMediaType = (type: string): type is DocumentMediaType =>
  (DOCUMENT_MEDIA_TYPES as readonly string[]).includes(type);

/**
 * An approval holds this long: operators check a player's identity and address again once a year (ongoing due
 * diligence), and a proof of address shows where the player lived when it was issued.
 */
export const APPROVAL_VALID_DAYS = 365;

/** The ways to prove identity: a passport alone, or both sides of an ID card or of a driving licence. */
export const IDENTITY_PROOFS: readonly (readonly VerificationDocumentKind[])[] = [
  ['passport'],
  ['id-card-front', 'id-card-back'],
  ['driving-licence-front', 'driving-licence-back'],
];
/** Either proves the address. */
export const ADDRESS_PROOFS: readonly VerificationDocumentKind[] = ['utility-bill', 'bank-statement'];
/** Asked for by no rule: it helps the reviewer match the player to the ID. */
export const OPTIONAL_KINDS: readonly VerificationDocumentKind[] = ['selfie'];

/** The newest document of one kind, as far as the account's status is concerned. */
export type DocumentStanding = {
  kind: VerificationDocumentKind;
  status: Exclude<VerificationStatus, 'not-submitted' | 'expired'>;
  /** Epoch milliseconds an approval ends; null while not approved. */
  expiresAt: number | null;
};

/** A stored status read at `now`: an approval past its end is `expired`. */
export function documentStatusAt(doc: Pick<DocumentStanding, 'status' | 'expiresAt'>, now: number): VerificationStatus {
  if (doc.status === 'approved' && doc.expiresAt !== null && doc.expiresAt <= now) return 'expired';
  return doc.status;
}

/**
 * The account's status from the newest document of each kind: approved once an identity proof and an address proof
 * are approved and in date; otherwise what the player must look at first (a rejection to answer, then documents in
 * review, then approvals that ran out).
 */
export function accountVerificationStatus(documents: readonly DocumentStanding[], now: number): VerificationStatus {
  const statusOf = new Map<VerificationDocumentKind, VerificationStatus>();
  for (const doc of documents) statusOf.set(doc.kind, documentStatusAt(doc, now));
  const approved = (kind: VerificationDocumentKind) => statusOf.get(kind) === 'approved';
  const identity = IDENTITY_PROOFS.some((proof) => proof.every(approved));
  const address = ADDRESS_PROOFS.some(approved);
  if (identity && address) return 'approved';
  // Only the documents that still count: an approved passport makes a rejected ID card side irrelevant.
  const needed = [...(identity ? [] : IDENTITY_PROOFS.flat()), ...(address ? [] : ADDRESS_PROOFS)];
  const statuses = needed.map((kind) => statusOf.get(kind) ?? 'not-submitted');
  for (const status of ['rejected', 'pending', 'expired'] as const) if (statuses.includes(status)) return status;
  return 'not-submitted';
}

/** The rules in force, as `GET /site` reports them. */
export type VerificationRules = {
  /** The player verifies before the first deposit (GB: age and identity are checked before gambling). */
  beforeDeposit: boolean;
  /** The player verifies before playing for real money. */
  beforeRealPlay: boolean;
  /**
   * Minor units of the account currency: a withdrawal that brings the player's withdrawals to this total or past it
   * needs a verified account. 0 asks it for every withdrawal.
   */
  withdrawalThreshold: number;
};

/** What a refusal names as the step that needs a verified account. */
export type VerifiedStep = 'deposit' | 'real-play' | 'withdrawal';

/**
 * Whether `step` needs verification the account does not have. `withdrawn` is what the player has withdrawn so far
 * (not counting rejected or cancelled withdrawals) and `amount` what this withdrawal asks for.
 */
export function verificationRequired(
  rules: VerificationRules,
  status: VerificationStatus,
  step: VerifiedStep,
  money: { withdrawn: number; amount: number } = { withdrawn: 0, amount: 0 },
): boolean {
  if (status === 'approved') return false;
  if (step === 'deposit') return rules.beforeDeposit;
  if (step === 'real-play') return rules.beforeRealPlay;
  return money.withdrawn + money.amount >= rules.withdrawalThreshold;
}

export { VERIFICATION_REQUIRED_CODE } from './limits';

/**
 * An upload is `multipart/form-data`, which any page on another site may send in a plain form post. This header, which
 * no page of another origin can add without a CORS preflight the API never grants, marks it as the site's own.
 */
export const UPLOAD_HEADER = { name: 'X-Requested-With', value: 'XMLHttpRequest' } as const;
