import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '@/config/consent';

/** What the visitor chose; until they choose, only strictly necessary storage is used. */
export const consentChoices = ['accepted', 'rejected'] as const;
export type ConsentChoice = (typeof consentChoices)[number];

export { CONSENT_STORAGE_KEY, CONSENT_VERSION };

export type StoredConsent = { version: typeof CONSENT_VERSION; choice: ConsentChoice; decidedAt: string };

/*
 * Checked by hand, not with a schema: the banner decides on the first page whether to show, and zod would be the
 * heaviest thing it loads (docs/architecture.md#byte-budgets).
 */
const isConsentChoice = (value: unknown): value is ConsentChoice => consentChoices.some((choice) => choice === value);

function asStoredConsent(value: unknown): StoredConsent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { version, choice, decidedAt } = value as Record<string, unknown>;
  if (version !== CONSENT_VERSION || !isConsentChoice(choice) || typeof decidedAt !== 'string') return null;
  return { version, choice, decidedAt };
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The saved choice, or null when there is none, it is unreadable, or it was made for another version. */
export function readConsent(storage: KeyValueStorage | undefined): StoredConsent | null {
  try {
    const raw = storage?.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    return asStoredConsent(JSON.parse(raw));
  } catch {
    // Storage blocked by the browser or a value that is not JSON: treat as "not chosen yet".
    return null;
  }
}

/** Saves the choice; returns false when the browser refuses storage (the choice then holds for this visit only). */
export function writeConsent(storage: KeyValueStorage | undefined, choice: ConsentChoice, now: Date): boolean {
  try {
    const value: StoredConsent = { version: CONSENT_VERSION, choice, decidedAt: now.toISOString() };
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(value));
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** Analytics and other optional cookies only with an explicit yes. */
export const allowsOptionalCookies = (choice: ConsentChoice | null) => choice === 'accepted';
