import { describe, expect, it } from 'vitest';
import { buildRegisterPayload } from './register-payload';
import { emptySignUpForm, type SignUpForm } from './sign-up-rules';

const form: SignUpForm = {
  ...emptySignUpForm,
  email: 'nina@casino.test',
  username: 'nina.k',
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
  currency: 'EUR',
  firstName: 'Nina ',
  lastName: 'Keller',
  gender: 'f',
  dateOfBirth: '1995-06-30',
  country: 'DE',
  phoneCode: '+49',
  phoneNumber: '030 1234567',
  streetAddress: 'Invalidenstraße 1',
  postalCode: '10115',
  state: 'Berlin',
  city: 'Berlin',
  agreeTerms: true,
};

describe('the register payload (spec §3)', () => {
  it('maps the form to the API names, lang from the browser language, the phone as its national digits', () => {
    expect(
      buildRegisterPayload(form, {
        ip: '203.0.113.9',
        userAgent: 'Mozilla/5.0 test',
        domain: 'casino.test',
        browserLanguage: 'de-CH',
      }),
    ).toEqual({
      login: 'nina.k',
      email: 'nina@casino.test',
      pass: 'Secret123!',
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0 test',
      domain: 'casino.test',
      country: 'DE',
      currency: 'EUR',
      lang: 'de',
      profile: {
        first_name: 'Nina',
        last_name: 'Keller',
        date_birth: '1995-06-30',
        gender: 'f',
        city: 'Berlin',
        state: 'Berlin',
        postcode: '10115',
        address: 'Invalidenstraße 1',
        phone_code: '+49',
        phone_number: '301234567',
        privacy: true,
      },
    });
  });

  it.each([
    ['the browser language', 'en-US', null, 'en'],
    ['the browser language, lower-cased', 'DE-de', undefined, 'de'],
    ['the language chosen on the site over the browser', 'en-US', 'de', 'de'],
    ['English when the browser says nothing', '', null, 'en'],
  ])('lang is %s', (_, browserLanguage, chosenLanguage, lang) => {
    const context = { ip: '', userAgent: '', domain: '', browserLanguage, chosenLanguage };
    expect(buildRegisterPayload(form, context).lang).toBe(lang);
  });

  it('refuses an incomplete form rather than sending it', () => {
    expect(() =>
      buildRegisterPayload({ ...form, gender: '' }, { ip: '', userAgent: '', domain: '', browserLanguage: 'en' }),
    ).toThrow('The form is not complete');
  });
});
