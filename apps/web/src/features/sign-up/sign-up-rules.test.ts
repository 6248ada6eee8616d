import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import {
  accountStepSchema,
  ageOn,
  dateOfBirthProblem,
  emailProblem,
  emptySignUpForm,
  nameProblem,
  normalizeUsername,
  passwordProblem,
  personalStepSchema,
  phoneE164,
  phoneProblem,
  postalCodeProblem,
  stepProblems,
  textProblem,
  usernameProblem,
} from './sign-up-rules';

/** The English text of a message key as the player reads it (the policy's numbers filled in), so each row reads as it. */
const english = i18n.getFixedT('en') as unknown as (key: string) => string;
const text = (key: string | undefined) => (key === undefined ? undefined : english(key));

describe('sign-up rules', () => {
  it.each([
    ['', 'Email address is required'],
    ['ann', 'Invalid email format'],
    ['ann @casino.test', 'Invalid email format'],
    ['ann@@casino.test', 'Invalid email format'],
    ['ann@casino', 'Please enter a valid email address'],
    ['ann@casino.', 'Please enter a valid email address'],
    ['ann.lee+promo@casino.test', undefined],
    [`${'a'.repeat(250)}@casino.test`, 'This is too long'],
  ])('email %j → %s', (value, message) => expect(text(emailProblem(value))).toBe(message));

  it.each([
    ['', 'Username is required'],
    ['ann lee', 'Username can only contain letters, numbers, dots, and underscores'],
    ['ann-lee', 'Username can only contain letters, numbers, dots, and underscores'],
    ['ann.lee_99', undefined],
    ['a'.repeat(31), 'This is too long'],
  ])('username %j → %s', (value, message) => expect(text(usernameProblem(value))).toBe(message));

  it('lower-cases a username as typed', () => expect(normalizeUsername('Ann.Lee_99')).toBe('ann.lee_99'));

  it.each([
    ['', 'Password is required'],
    ['abc123', 'Password must be at least 8 characters long'],
    ['12345678', 'Password must contain at least one letter'],
    ['abcdefgh', 'Password must contain at least one number'],
    ['abcd1234(', 'Password can only contain letters, numbers, and these special characters: !@#$%^&_*'],
    ['abcd 1234', 'Password can only contain letters, numbers, and these special characters: !@#$%^&_*'],
    ['Abcd1234!@#$%^&_*', undefined],
    [`Abcd1234${'x'.repeat(121)}`, 'This is too long'],
  ])('password %j → %s', (value, message) => expect(text(passwordProblem(value))).toBe(message));

  it.each([
    ['', 'first', 'First name is required'],
    ['  ', 'last', 'Last name is required'],
    ['Ann2', 'first', 'First name contains invalid characters'],
    ['Lee!', 'last', 'Last name contains invalid characters'],
    ["Mary-Jane O'Neil", 'first', undefined],
    ['Zoë Ångström', 'last', undefined],
    ['Ann\u0000', 'first', 'First name contains invalid characters'],
    ['A'.repeat(51), 'last', 'This is too long'],
  ] as const)('%s name %j → %s', (value, which, message) => expect(text(nameProblem(value, which))).toBe(message));

  // The contract's rules of the profile edit: the API refuses these at sign-up as it does there (docs/product.md#security).
  it.each([
    ['Invalidenstraße 1', 'address', undefined],
    ['  ', 'address', 'Street address is required'],
    ['x'.repeat(121), 'address', 'This is too long'],
    ['Main Street\u00001', 'address', 'Remove control characters and < or >'],
    ['<b>Berlin</b>', 'place', 'Remove control characters and < or >'],
    ['B'.repeat(81), 'place', 'This is too long'],
  ] as const)('text %j (%s) → %s', (value, kind, message) =>
    expect(text(textProblem(value, kind, 'streetAddressRequired'))).toBe(message),
  );

  it.each([
    ['10115', undefined],
    ['SW1A 1AA', undefined],
    [' ', 'Postal code is required'],
    ['<10115>', 'Postal code is not valid'],
    ['1'.repeat(12), 'Postal code is not valid'],
  ])('postal code %j → %s', (value, message) => expect(text(postalCodeProblem(value))).toBe(message));

  const today = new Date(2026, 10, 23);
  it.each([
    ['2008-11-23', 18],
    ['2008-11-24', 17],
    ['1990-02-28', 36],
  ])('age on 2026-11-23 of someone born %s is %i', (birth, age) => expect(ageOn(birth, today)).toBe(age));

  it.each([
    [null, 'Date of birth is required'],
    ['2008-11-24', 'You must be at least 18 years old'],
    ['2008-11-23', undefined],
  ])('date of birth %j → %s', (value, message) => expect(text(dateOfBirthProblem(value, today))).toBe(message));

  it.each([
    ['+1', '', 'Phone number is required'],
    ['', '2015550123', 'Phone code is required'],
    ['+1', '12345', 'Phone number is not valid'],
    ['+49', '12', 'Phone number is not valid'],
    ['+1', 'abc', 'Phone number is not valid'],
    ['+1', '(201) 555-0123', undefined],
    ['+49', '30 1234567', undefined],
  ])('phone %s %j → %s', (code, number, message) => expect(text(phoneProblem(code, number))).toBe(message));

  it('gives the E.164 form of a valid number', () => expect(phoneE164('+44', '020 7946 0958')).toBe('+442079460958'));

  it('step 1 needs matching passwords and a currency from the list', () => {
    const values = {
      ...emptySignUpForm,
      email: 'ann@casino.test',
      username: 'ann',
      password: 'Secret123',
      confirmPassword: 'Secret124',
      currency: 'JPY',
    };
    const problems = stepProblems(accountStepSchema(['USD', 'EUR', 'GBP']), values);
    expect(Object.fromEntries([...problems].map(([field, key]) => [field, text(key)]))).toEqual({
      confirmPassword: 'Passwords do not match',
      currency: 'Choose a currency from the list',
    });
    const fixed = { ...values, confirmPassword: 'Secret123', currency: 'EUR' };
    expect(stepProblems(accountStepSchema(['USD', 'EUR', 'GBP']), fixed).size).toBe(0);
  });

  it('step 2 names every empty field with its message, terms included', () => {
    const problems = stepProblems(personalStepSchema(today), emptySignUpForm);
    expect(Object.fromEntries([...problems].map(([field, key]) => [field, text(key)]))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      gender: 'Gender is required',
      dateOfBirth: 'Date of birth is required',
      country: 'Country is required',
      phoneCode: 'Phone code is required',
      phoneNumber: 'Phone number is required',
      streetAddress: 'Street address is required',
      postalCode: 'Postal code is required',
      state: 'State is required',
      city: 'City is required',
      agreeTerms: 'You must agree to the terms and conditions',
    });
  });
});
