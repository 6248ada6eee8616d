import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '@casino/api-contract';
import { hashToken } from '../tokens';

/** Ten codes of ten characters drawn uniformly from the unambiguous alphabet, without their display hyphen. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    let code = '';
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i++)
      code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
    codes.add(code);
  }
  return [...codes];
}

/**
 * Only this digest is stored, so a copy of the table hands out no working code. A fast hash, not scrypt: a code is
 * about 50 random bits (no dictionary to try), and checking a guess against a slow hash would cost one run per
 * stored code; online guesses spend the account's login budget either way.
 */
export const hashRecoveryCode = (normalisedCode: string): string => hashToken(`recovery:${normalisedCode}`);
