import type { VerificationDocument } from '@casino/api-contract';
import type { VerificationDocumentKind, VerificationStatus } from '@casino/api-contract/verification-rules';

/** The page's three parts: what proves who the player is, where they live, and the optional selfie. */
export type DocumentGroup = 'identity' | 'address' | 'selfie';

/** The ways to prove identity, in the order the page offers them; each lists the files it needs. */
export const IDENTITY_OPTIONS = {
  passport: ['passport'],
  'id-card': ['id-card-front', 'id-card-back'],
  'driving-licence': ['driving-licence-front', 'driving-licence-back'],
} as const satisfies Record<string, readonly VerificationDocumentKind[]>;
export type IdentityOption = keyof typeof IDENTITY_OPTIONS;

export const ADDRESS_OPTIONS = {
  'utility-bill': ['utility-bill'],
  'bank-statement': ['bank-statement'],
} as const satisfies Record<string, readonly VerificationDocumentKind[]>;
export type AddressOption = keyof typeof ADDRESS_OPTIONS;

/** The newest document of a kind, or undefined when none was sent. */
export const documentOf = (documents: readonly VerificationDocument[], kind: VerificationDocumentKind) =>
  documents.find((doc) => doc.kind === kind);

/** The option of a group the player last used (the page opens on it), or the first one. */
export function chosenOption<O extends string>(
  options: Record<O, readonly VerificationDocumentKind[]>,
  documents: readonly VerificationDocument[],
): O {
  const newest = [...documents].sort((a, b) => b.id - a.id);
  const names = Object.keys(options) as O[];
  for (const doc of newest) {
    const found = names.find((name) => options[name].includes(doc.kind));
    if (found) return found;
  }
  return names[0] as O;
}

/** A document's status as the page shows it: the kinds nothing was sent for are `not-submitted`. */
export const statusOf = (documents: readonly VerificationDocument[], kind: VerificationDocumentKind) =>
  (documentOf(documents, kind)?.status ?? 'not-submitted') as VerificationStatus;
