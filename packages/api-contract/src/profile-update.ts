import { z } from 'zod';
import { genderSchema } from './entities/user';

/**
 * The player's own profile edit (`PUT /me/profile`, spec §7 "profile fields"). The rules are the sign-up rules of
 * spec §5 with their messages; the server adds the age check, which needs today's date.
 */

/** Spec §5: letters (any alphabet), spaces, apostrophes and hyphens. */
export const PERSON_NAME_PATTERN = /^[\p{L}][\p{L}\p{M} '’-]*$/u;
export const PERSON_NAME_MAX_LENGTH = 50;
/** International dialling code as shown in the phone code picker, e.g. `+1`, `+356`. */
export const PHONE_CODE_PATTERN = /^\+\d{1,4}$/;
/** National number without the dialling code: digits only, the length range of ITU E.164. */
export const PHONE_NUMBER_PATTERN = /^\d{4,14}$/;
export const ADDRESS_MAX_LENGTH = 120;
export const PLACE_MAX_LENGTH = 80;
export const POSTCODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/;
export const DATE_OF_BIRTH_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A UI language as a two-letter ISO 639-1 code; the server accepts only codes of `GET /languages`. */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2}$/;

/** A YYYY-MM-DD string naming a day that exists (not 2001-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_OF_BIRTH_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const personName = (label: 'First name' | 'Last name') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(PERSON_NAME_MAX_LENGTH, `${label} must be at most ${PERSON_NAME_MAX_LENGTH} characters`)
    .regex(PERSON_NAME_PATTERN, `${label} contains invalid characters`);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Every field is optional (send only what changed); at least one must be there, unknown keys are refused. */
export const updateProfileBodySchema = z
  .strictObject({
    first_name: personName('First name'),
    last_name: personName('Last name'),
    date_birth: z
      .string({ error: 'Date of birth is required' })
      .refine(isCalendarDate, 'Date of birth must be a real date as YYYY-MM-DD'),
    gender: genderSchema,
    city: requiredText('City', PLACE_MAX_LENGTH),
    state: requiredText('State', PLACE_MAX_LENGTH),
    postcode: z
      .string({ error: 'Postal code is required' })
      .trim()
      .min(1, 'Postal code is required')
      .regex(POSTCODE_PATTERN, 'Postal code is not valid'),
    address: requiredText('Street address', ADDRESS_MAX_LENGTH),
    phone_code: z
      .string({ error: 'Phone code is required' })
      .trim()
      .regex(PHONE_CODE_PATTERN, 'Phone code is not valid'),
    phone_number: z
      .string({ error: 'Phone number is required' })
      .trim()
      .regex(PHONE_NUMBER_PATTERN, 'Phone number is not valid'),
    lang: z
      .string({ error: 'Language is required' })
      .trim()
      .toLowerCase()
      .regex(LANGUAGE_CODE_PATTERN, 'Language is not valid'),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update: send at least one profile field');
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
