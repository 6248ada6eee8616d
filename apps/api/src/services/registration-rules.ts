import type { RegisterBody } from '@casino/api-contract';
import { phoneE164 } from './geo/phone-numbers';

/** docs/product.md#validation: players are at least 18. */
const MINIMUM_AGE = 18;

export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age--;
  return age;
}

/**
 * What the contract's field rules cannot see (they hold lengths, characters and formats, the same for sign-up and
 * the profile): the number against its calling code's numbering plan, the age on today's date, the terms.
 */
export function registrationProblem(body: RegisterBody, today: Date): string | undefined {
  const { profile } = body;
  if (!phoneE164(profile.phone_code, profile.phone_number)) return 'Phone number is not valid';
  if (ageOn(profile.date_birth, today) < MINIMUM_AGE) return 'You must be at least 18 years old';
  if (!profile.privacy) return 'You must agree to the terms and conditions';
  return undefined;
}
