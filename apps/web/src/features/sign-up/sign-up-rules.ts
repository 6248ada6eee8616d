import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { MIN_AGE_YEARS } from '../../config/constants';

/**
 * Spec §5 rules of the sign-up form. Messages are i18n keys under `signUp.errors`, translated where they are shown;
 * the English texts are the spec's. The server checks the same rules again (apps/api registration-rules).
 */
export type SignUpErrorKey = `signUp.errors.${string}`;
const e = (key: string) => `signUp.errors.${key}` as SignUpErrorKey;

/** Spec §5: letters, digits, dots, underscores. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._]+$/;
/** Spec §5: letters (of any alphabet), spaces, apostrophes, hyphens. */
export const NAME_PATTERN = /^[\p{L}\p{M}' -]+$/u;
const PASSWORD_CHARACTERS = /^[A-Za-z0-9!@#$%^&_*]*$/;
/** An address with no spaces, one @ and something on each side; the stricter check gives the second message. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;
const EMAIL_FULL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The first failing rule of the email, or undefined when it is well formed. */
export function emailProblem(value: string): SignUpErrorKey | undefined {
  if (value === '') return e('emailRequired');
  if (!EMAIL_SHAPE.test(value)) return e('emailFormat');
  if (!EMAIL_FULL.test(value)) return e('emailInvalid');
  return undefined;
}

export function usernameProblem(value: string): SignUpErrorKey | undefined {
  if (value === '') return e('usernameRequired');
  if (!USERNAME_PATTERN.test(value)) return e('usernameCharacters');
  return undefined;
}

/** Spec §5 password rules, in the order a player should read them. */
export function passwordProblem(value: string): SignUpErrorKey | undefined {
  if (value === '') return e('passwordRequired');
  if (value.length < 8) return e('passwordLength');
  if (!/[A-Za-z]/.test(value)) return e('passwordLetter');
  if (!/[0-9]/.test(value)) return e('passwordNumber');
  if (!PASSWORD_CHARACTERS.test(value)) return e('passwordCharacters');
  return undefined;
}

export function nameProblem(value: string, which: 'first' | 'last'): SignUpErrorKey | undefined {
  if (value.trim() === '') return e(`${which}NameRequired`);
  if (!NAME_PATTERN.test(value)) return e(`${which}NameInvalid`);
  return undefined;
}

/** Whole years between an ISO date of birth and `today` (local calendar). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  const month = today.getMonth() + 1;
  if (month < m || (month === m && today.getDate() < d)) age--;
  return age;
}

export function dateOfBirthProblem(value: string | null, today: Date): SignUpErrorKey | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return e('dateOfBirthRequired');
  if (ageOn(value, today) < MIN_AGE_YEARS) return e('tooYoung');
  return undefined;
}

/** The number in E.164 when it is valid for the calling code ("+49" and "30 1234567"), else undefined. */
export function phoneE164(phoneCode: string, phoneNumber: string): string | undefined {
  const code = phoneCode.replace(/\D/g, '');
  const number = phoneNumber.replace(/[\s().-]/g, '');
  if (!code || !/^\d+$/.test(number)) return undefined;
  const parsed = parsePhoneNumberFromString(`+${code}${number}`);
  return parsed?.isValid() ? parsed.number : undefined;
}

export function phoneProblem(phoneCode: string, phoneNumber: string): SignUpErrorKey | undefined {
  if (phoneNumber.trim() === '') return e('phoneNumberRequired');
  if (!phoneCode.trim()) return e('phoneCodeRequired');
  return phoneE164(phoneCode, phoneNumber) ? undefined : e('phoneInvalid');
}

/** Spec §5 "names auto-capitalised": the first letter of each word (after a space, hyphen or apostrophe). */
export const capitalizeName = (value: string) =>
  value.replace(/(^|[\s'-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase());

/** Spec §5 "lower-cased as typed". */
export const normalizeUsername = (value: string) => value.toLowerCase();

const required = (key: string) => z.string().trim().min(1, e(key));
const check = (problem: (v: string) => SignUpErrorKey | undefined) =>
  z.string().superRefine((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** Step 1: the account. `currencies` are the ones offered, so "in the list" is checked against what was shown. */
export const accountStepSchema = (currencies: readonly string[]) =>
  z
    .object({
      email: check(emailProblem),
      username: check(usernameProblem),
      password: check(passwordProblem),
      confirmPassword: z.string(),
      currency: required('currencyRequired').refine((c) => currencies.includes(c), e('currencyNotListed')),
    })
    // `when`: checked even while other fields fail, so the message shows as soon as the two differ.
    .refine((v) => v.confirmPassword === v.password, {
      path: ['confirmPassword'],
      message: e('passwordsMismatch'),
      when: () => true,
    });

/** Step 2: personal details and address. `today` is passed in so the age rule is testable. */
export const personalStepSchema = (today: Date) =>
  z
    .object({
      firstName: check((v) => nameProblem(v, 'first')),
      lastName: check((v) => nameProblem(v, 'last')),
      gender: z.enum(['m', 'f'], { error: e('genderRequired') }),
      dateOfBirth: z
        .string()
        .nullable()
        .superRefine((value, ctx) => {
          const message = dateOfBirthProblem(value, today);
          if (message) ctx.addIssue({ code: 'custom', message });
        }),
      country: required('countryRequired'),
      phoneCode: required('phoneCodeRequired'),
      phoneNumber: z.string(),
      streetAddress: required('streetAddressRequired'),
      postalCode: required('postalCodeRequired'),
      state: required('stateRequired'),
      city: required('cityRequired'),
      agreeTerms: z.boolean().refine((v) => v, e('termsRequired')),
    })
    .superRefine(
      (v, ctx) => {
        const message = phoneProblem(v.phoneCode, v.phoneNumber);
        if (message) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message });
      },
      { when: () => true },
    );

export type AccountStep = z.infer<ReturnType<typeof accountStepSchema>>;
export type PersonalStep = z.infer<ReturnType<typeof personalStepSchema>>;
/** Spec §3 "Sign-up form". `gender` is empty until chosen. */
export type SignUpForm = AccountStep & Omit<PersonalStep, 'gender'> & { gender: PersonalStep['gender'] | '' };

export const ACCOUNT_FIELDS = ['email', 'username', 'password', 'confirmPassword', 'currency'] as const;
export const PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'country',
  'phoneCode',
  'phoneNumber',
  'postalCode',
  'state',
  'city',
  'streetAddress',
  'agreeTerms',
] as const;

export const emptySignUpForm: SignUpForm = {
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
  currency: '',
  firstName: '',
  lastName: '',
  gender: '',
  dateOfBirth: null,
  country: '',
  phoneCode: '',
  phoneNumber: '',
  streetAddress: '',
  postalCode: '',
  state: '',
  city: '',
  agreeTerms: false,
};

/** Field name → first error key of one step, for the step's messages and its "still to complete" list. */
export function stepProblems(schema: z.ZodType, values: unknown): Map<string, SignUpErrorKey> {
  const result = schema.safeParse(values);
  const problems = new Map<string, SignUpErrorKey>();
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!problems.has(field)) problems.set(field, issue.message as SignUpErrorKey);
  }
  return problems;
}
