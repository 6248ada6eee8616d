import { genderSchema } from './entities/user';
import { boundedString, plainText } from './text-fields';
import { z } from './zod';

/**
 * The rules of each profile field with their messages (docs/product.md#validation): one set, read by the sign-up body (`POST /auth/register`),
 * the profile edit (`PUT /me/profile`) and the web forms, so sign-up can never accept what the profile refuses
 * (docs/product.md#validation). The server adds what needs its data: the age on today's date, the languages it serves, the
 * phone number against the calling code's numbering plan.
 */

/** docs/product.md#validation: letters (any alphabet), spaces, apostrophes and hyphens, starting with a letter. */
export const PERSON_NAME_PATTERN = /^[\p{L}][\p{L}\p{M} '’-]*$/u;
/** International dialling code (ITU E.164 country code), e.g. `+1`, `+356`. */
export const PHONE_CODE_PATTERN = /^\+\d{1,4}$/;
/** National number without the dialling code: digits only, the length range of ITU E.164. */
export const PHONE_NUMBER_PATTERN = /^\d{4,14}$/;
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
  boundedString(label, 'personName').check(
    z.minLength(1, `${label} is required`),
    z.regex(PERSON_NAME_PATTERN, `${label} contains invalid characters`),
  );

const requiredText = (label: string, kind: 'address' | 'place') =>
  plainText(label, kind).check(z.minLength(1, `${label} is required`));

export const profileFieldSchemas = {
  first_name: personName('First name'),
  last_name: personName('Last name'),
  date_birth: z
    .string({ error: 'Date of birth is required' })
    .check(
      z.maxLength(10, { message: 'Date of birth must be a real date as YYYY-MM-DD', abort: true }),
      z.refine(isCalendarDate, 'Date of birth must be a real date as YYYY-MM-DD'),
    ),
  gender: genderSchema,
  city: requiredText('City', 'place'),
  state: requiredText('State', 'place'),
  postcode: boundedString('Postal code', 'postcode').check(
    z.minLength(1, 'Postal code is required'),
    z.regex(POSTCODE_PATTERN, 'Postal code is not valid'),
  ),
  address: requiredText('Street address', 'address'),
  phone_code: boundedString('Phone code', 'phoneCode').check(z.regex(PHONE_CODE_PATTERN, 'Phone code is not valid')),
  phone_number: boundedString('Phone number', 'phoneNumber').check(
    z.regex(PHONE_NUMBER_PATTERN, 'Phone number is not valid'),
  ),
} as const;
export type ProfileFieldName = keyof typeof profileFieldSchemas;

/** The player's UI language, lower-cased. */
export const languageCodeSchema = z
  .string({ error: 'Language is required' })
  .check(
    z.trim(),
    z.maxLength(2, { message: 'Language is not valid', abort: true }),
    z.toLowerCase(),
    z.regex(LANGUAGE_CODE_PATTERN, 'Language is not valid'),
  );
