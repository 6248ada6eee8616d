import type { Profile } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  changedProfileFields,
  normalisePhoneNumber,
  profileFormDefaults,
  profileFormSchema,
} from './profile-form';

const TODAY = new Date('2026-11-23T12:00:00Z');

const saved: Profile = {
  first_name: 'Alex',
  last_name: 'Morgan',
  date_birth: '1990-04-12',
  gender: 'm',
  city: 'Austin',
  state: 'Texas',
  postcode: '73301',
  address: '1200 Congress Avenue',
  phone_code: '+1',
  phone_number: '5125550142',
  privacy: true,
};

const firstError = (overrides: Record<string, unknown>) => {
  const parsed = profileFormSchema(TODAY).safeParse({ ...profileFormDefaults(saved), ...overrides });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('age on a day', () => {
  it.each([
    ['2008-11-23', 18],
    ['2008-11-24', 17],
    ['2008-12-01', 17],
    ['1990-04-12', 36],
    ['2000-02-29', 26],
  ])('born %s → %i', (birth, age) => {
    expect(ageOn(birth, TODAY)).toBe(age);
  });
});

describe('the personal details form', () => {
  it('accepts the saved profile as it is', () => {
    expect(firstError({})).toBeUndefined();
  });

  it.each([
    [{ first_name: '  ' }, 'account.profile.errors.firstNameRequired'],
    [{ first_name: 'Al3x' }, 'account.profile.errors.firstNameInvalid'],
    [{ first_name: '-Alex' }, 'account.profile.errors.firstNameInvalid'],
    [{ last_name: '' }, 'account.profile.errors.lastNameRequired'],
    [{ last_name: 'Smith!' }, 'account.profile.errors.lastNameInvalid'],
    [{ last_name: 'a'.repeat(51) }, 'account.profile.errors.nameTooLong'],
    [{ date_birth: '' }, 'account.profile.errors.dateOfBirthRequired'],
    [{ date_birth: null }, 'account.profile.errors.dateOfBirthRequired'],
    [{ date_birth: '1990-02-30' }, 'account.profile.errors.dateOfBirthInvalid'],
    [{ date_birth: '2008-11-24' }, 'account.profile.errors.tooYoung'],
    [{ gender: undefined }, 'account.profile.errors.genderRequired'],
    [{ phone_code: '44' }, 'account.profile.errors.phoneCodeInvalid'],
    [{ phone_number: '' }, 'account.profile.errors.phoneNumberRequired'],
    [{ phone_number: '12ab34' }, 'account.profile.errors.phoneNumberInvalid'],
    [{ phone_number: '123' }, 'account.profile.errors.phoneNumberInvalid'],
    [{ address: ' ' }, 'account.profile.errors.addressRequired'],
    [{ city: '' }, 'account.profile.errors.cityRequired'],
    [{ state: '' }, 'account.profile.errors.stateRequired'],
    [{ postcode: '' }, 'account.profile.errors.postalCodeRequired'],
    [{ postcode: '#1' }, 'account.profile.errors.postalCodeInvalid'],
  ])('%j → %s', (overrides, message) => {
    expect(firstError(overrides)).toBe(message);
  });

  it('accepts names in any alphabet with spaces, apostrophes and hyphens, and an 18th birthday today', () => {
    expect(
      firstError({ first_name: 'Zoë-Anne', last_name: "O'Brien Łukasiewicz", date_birth: '2008-11-23' }),
    ).toBeUndefined();
  });
});

describe('what a save sends', () => {
  const parse = (overrides: Record<string, unknown>) =>
    profileFormSchema(TODAY).parse({ ...profileFormDefaults(saved), ...overrides });

  it.each([
    [{}, {}],
    [{ city: ' Dallas ' }, { city: 'Dallas' }],
    [{ first_name: 'Alex ' }, {}],
    [{ phone_number: '(512) 555-0199' }, { phone_number: '5125550199' }],
    [
      { gender: 'f', state: 'Ohio' },
      { gender: 'f', state: 'Ohio' },
    ],
  ])('%j → %j', (overrides, body) => {
    expect(changedProfileFields(saved, parse(overrides))).toEqual(body);
  });

  it.each([
    ['512 555 0142', '5125550142'],
    ['(512) 555-0142', '5125550142'],
    ['512.555.0142', '5125550142'],
  ])('phone %s is sent as %s', (typed, sent) => {
    expect(normalisePhoneNumber(typed)).toBe(sent);
  });
});
