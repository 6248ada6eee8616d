import {
  isCalendarDate,
  isPlainText,
  MAX_LENGTH,
  PERSON_NAME_PATTERN,
  PHONE_CODE_PATTERN,
  PHONE_NUMBER_PATTERN,
  POSTCODE_PATTERN,
  type Profile,
  type UpdateProfileBody,
} from '@casino/api-contract';
import { MIN_AGE_YEARS } from '@/config/constants';
import { z } from '@/lib/zod';

/**
 * The personal details form: the sign-up rules of docs/product.md#validation (shared with the API through api-contract), with messages
 * as i18n keys under `account.profile.errors`. The server checks everything again.
 */

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC calendar days). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** Spaces, dashes, dots and brackets people type in phone numbers carry no digits: they are dropped. */
export const normalisePhoneNumber = (value: string) => value.replace(/[\s().-]/g, '');

const name = (required: string, invalid: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(MAX_LENGTH.personName, 'account.profile.errors.nameTooLong')
    .regex(PERSON_NAME_PATTERN, invalid);

const text = (required: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max, 'account.profile.errors.tooLong')
    .refine(isPlainText, 'account.profile.errors.textInvalid');

export const profileFormSchema = (today: Date) =>
  z.object({
    first_name: name('account.profile.errors.firstNameRequired', 'account.profile.errors.firstNameInvalid'),
    last_name: name('account.profile.errors.lastNameRequired', 'account.profile.errors.lastNameInvalid'),
    // The date field reports null until every part is typed.
    date_birth: z
      .string()
      .nullable()
      .transform((value) => value ?? '')
      .pipe(
        z
          .string()
          .min(1, 'account.profile.errors.dateOfBirthRequired')
          .refine(isCalendarDate, 'account.profile.errors.dateOfBirthInvalid')
          .refine(
            (value) => !isCalendarDate(value) || ageOn(value, today) >= MIN_AGE_YEARS,
            'account.profile.errors.tooYoung',
          ),
      ),
    gender: z.enum(['m', 'f'], 'account.profile.errors.genderRequired'),
    phone_code: z.string().trim().regex(PHONE_CODE_PATTERN, 'account.profile.errors.phoneCodeInvalid'),
    phone_number: z
      .string()
      .transform(normalisePhoneNumber)
      .pipe(
        z
          .string()
          .min(1, 'account.profile.errors.phoneNumberRequired')
          .regex(PHONE_NUMBER_PATTERN, 'account.profile.errors.phoneNumberInvalid'),
      ),
    address: text('account.profile.errors.addressRequired', MAX_LENGTH.address),
    city: text('account.profile.errors.cityRequired', MAX_LENGTH.place),
    state: text('account.profile.errors.stateRequired', MAX_LENGTH.place),
    postcode: z
      .string()
      .trim()
      .min(1, 'account.profile.errors.postalCodeRequired')
      .regex(POSTCODE_PATTERN, 'account.profile.errors.postalCodeInvalid'),
  });

export type ProfileFormInput = z.input<ReturnType<typeof profileFormSchema>>;
export type ProfileFormValues = z.output<ReturnType<typeof profileFormSchema>>;

/** The editable fields of a saved profile, as the form starts. */
export const profileFormDefaults = (profile: Profile): ProfileFormInput => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  date_birth: profile.date_birth,
  gender: profile.gender,
  phone_code: profile.phone_code,
  phone_number: profile.phone_number,
  address: profile.address,
  city: profile.city,
  state: profile.state,
  postcode: profile.postcode,
});

/** Only what differs from the saved profile is sent (`PUT /me/profile` takes any subset). */
export function changedProfileFields(saved: Profile, values: ProfileFormValues): UpdateProfileBody {
  const changes: UpdateProfileBody = {};
  for (const key of Object.keys(values) as (keyof ProfileFormValues)[]) {
    if (values[key] !== saved[key]) Object.assign(changes, { [key]: values[key] });
  }
  return changes;
}
