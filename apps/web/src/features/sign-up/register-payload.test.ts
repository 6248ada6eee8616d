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

describe('the register payload', () => {
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
    ['English when the site does not speak the browser language (the API takes only its own)', 'fr-FR', null, 'en'],
  ])('lang is %s', (_, browserLanguage, chosenLanguage, lang) => {
    const context = { ip: '', userAgent: '', domain: '', browserLanguage, chosenLanguage };
    expect(buildRegisterPayload(form, context).lang).toBe(lang);
  });

  it.each([
    ['+44 1481', '256789', '+44', '1481256789'],
    ['+1 684', '733 1234', '+1', '6847331234'],
    ['+49', '030 1234567', '+49', '301234567'],
  ])('sends %s %s as the dialling code %s and the national number %s', (phoneCode, phoneNumber, code, national) => {
    const payload = buildRegisterPayload(
      { ...form, phoneCode, phoneNumber },
      { ip: '', userAgent: '', domain: '', browserLanguage: 'en' },
    );
    expect([payload.profile.phone_code, payload.profile.phone_number]).toEqual([code, national]);
  });

  it('cuts an over-long user agent to what the API takes', () => {
    const context = { ip: '', userAgent: 'x'.repeat(2_000), domain: '', browserLanguage: 'en' };
    expect(buildRegisterPayload(form, context).userAgent).toHaveLength(512);
  });

  it('refuses an incomplete form rather than sending it', () => {
    expect(() =>
      buildRegisterPayload({ ...form, gender: '' }, { ip: '', userAgent: '', domain: '', browserLanguage: 'en' }),
    ).toThrow('The form is not complete');
  });
});
