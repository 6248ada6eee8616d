import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../config/consent';
import { z } from '../../lib/zod';

/** What the visitor chose; until they choose, only strictly necessary storage is used. */
export const consentChoices = ['accepted', 'rejected'] as const;
export type ConsentChoice = (typeof consentChoices)[number];

export { CONSENT_STORAGE_KEY, CONSENT_VERSION };

const storedConsentSchema = z.object({
  version: z.literal(CONSENT_VERSION),
  choice: z.enum(consentChoices),
  decidedAt: z.string(),
});
export type StoredConsent = z.infer<typeof storedConsentSchema>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The saved choice, or null when there is none, it is unreadable, or it was made for another version. */
export function readConsent(storage: KeyValueStorage | undefined): StoredConsent | null {
  try {
    const raw = storage?.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = storedConsentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
