import {
  isPlainText,
  MAX_LENGTH,
  PERSON_NAME_PATTERN,
  POSTCODE_PATTERN,
  type TextKind,
  USERNAME_PATTERN,
} from '@casino/api-contract';
import {
  PASSWORD_ALLOWED_CHARACTERS,
  PASSWORD_DIGIT,
  PASSWORD_LETTER,
  PASSWORD_POLICY,
} from '@casino/api-contract/password-policy';
import { type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { MIN_AGE_YEARS } from '@/config/constants';
import { z } from '@/lib/zod';

/**
 * The rules of the sign-up form (docs/product.md#validation). Messages are i18n keys under `signUp.errors`, translated where they are shown;
 * the English texts are the product's own (docs/product.md#error-texts). Lengths, characters and formats are the contract's field rules, which the API
 * applies to sign-up and to the profile edit alike; the server checks everything again.
 */
export type SignUpErrorKey = `signUp.errors.${string}`;
const e = (key: string) => `signUp.errors.${key}` as SignUpErrorKey;

/** Longer than the API takes for this kind of field (contract `MAX_LENGTH`). */
const tooLong = (value: string, kind: TextKind) => value.length > MAX_LENGTH[kind];
/** An address with no spaces, one @ and something on each side; the stricter check gives the second message. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;
const EMAIL_FULL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The first failing rule of the email, or undefined when it is well formed. */
export function emailProblem(value: string): SignUpErrorKey | undefined {
  if (value === '') return e('emailRequired');
  if (tooLong(value, 'email')) return e('tooLong');
  if (!EMAIL_SHAPE.test(value)) return e('emailFormat');
  if (!EMAIL_FULL.test(value)) return e('emailInvalid');
  return undefined;
}

export function usernameProblem(value: string): SignUpErrorKey | undefined {
  if (value === '') return e('usernameRequired');
  if (tooLong(value, 'username')) return e('tooLong');
  if (!USERNAME_PATTERN.test(value)) return e('usernameCharacters');
  return undefined;
}

/** The password rules (docs/product.md#validation), in the order a player should read them. */
export function passwordProblem(value: string): SignUpErrorKey | undefined {
  if (value === '') return e('passwordRequired');
  if (value.length < PASSWORD_POLICY.minLength) return e('passwordLength');
  if (tooLong(value, 'password')) return e('tooLong');
  if (!PASSWORD_LETTER.test(value)) return e('passwordLetter');
  if (!PASSWORD_DIGIT.test(value)) return e('passwordNumber');
  if (!PASSWORD_ALLOWED_CHARACTERS.test(value)) return e('passwordCharacters');
  return undefined;
}

export function nameProblem(value: string, which: 'first' | 'last'): SignUpErrorKey | undefined {
  const name = value.trim();
  if (name === '') return e(`${which}NameRequired`);
  if (tooLong(name, 'personName')) return e('tooLong');
  if (!PERSON_NAME_PATTERN.test(name)) return e(`${which}NameInvalid`);
  return undefined;
}

/** Street address, state and city: required, bounded, and plain text (no control characters or markup). */
export function textProblem(value: string, kind: 'address' | 'place', required: string): SignUpErrorKey | undefined {
  const text = value.trim();
  if (text === '') return e(required);
  if (tooLong(text, kind)) return e('tooLong');
  if (!isPlainText(text)) return e('textInvalid');
  return undefined;
}

export function postalCodeProblem(value: string): SignUpErrorKey | undefined {
  const code = value.trim();
  if (code === '') return e('postalCodeRequired');
  if (tooLong(code, 'postcode') || !POSTCODE_PATTERN.test(code)) return e('postalCodeInvalid');
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

/** The number when it is valid for the calling code ("+49" and "30 1234567"), else undefined. */
export function validPhone(phoneCode: string, phoneNumber: string): PhoneNumber | undefined {
  const code = phoneCode.replace(/\D/g, '');
  const number = phoneNumber.replace(/[\s().-]/g, '');
  if (!code || !/^\d+$/.test(number)) return undefined;
  const parsed = parsePhoneNumberFromString(`+${code}${number}`);
  return parsed?.isValid() ? parsed : undefined;
}

/** The number in E.164 when it is valid for the calling code, else undefined. */
export const phoneE164 = (phoneCode: string, phoneNumber: string): string | undefined =>
  validPhone(phoneCode, phoneNumber)?.number;

export function phoneProblem(phoneCode: string, phoneNumber: string): SignUpErrorKey | undefined {
  if (phoneNumber.trim() === '') return e('phoneNumberRequired');
  if (!phoneCode.trim()) return e('phoneCodeRequired');
  return phoneE164(phoneCode, phoneNumber) ? undefined : e('phoneInvalid');
}

/** Usernames are lower-cased as typed (docs/product.md#validation). */
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
      streetAddress: check((v) => textProblem(v, 'address', 'streetAddressRequired')),
      postalCode: check(postalCodeProblem),
      state: check((v) => textProblem(v, 'place', 'stateRequired')),
      city: check((v) => textProblem(v, 'place', 'cityRequired')),
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
/** The sign-up form's fields (docs/product.md#sign-up). `gender` is empty until chosen. */
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
