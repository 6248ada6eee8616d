import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCodeSchema } from './countries';

describe('country codes', () => {
  it('lists the 250 countries and territories of the sign-up list once each', () => {
    expect(COUNTRY_CODES.size).toBe(250);
    expect([...COUNTRY_CODES].every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it.each([
    ['DE', 'DE'],
    ['us', 'US'],
    [' mt ', 'MT'],
    ['XK', 'XK'],
  ])('takes %j as %s', (value, code) => {
    expect(countryCodeSchema.parse(value)).toBe(code);
  });

  it.each([
    ['<s', 'Country must be a two-letter ISO code of an existing country'],
    ['ZZ', 'Country must be a two-letter ISO code of an existing country'],
    ['', 'Country must be a two-letter ISO code of an existing country'],
    ['USA', 'Country must be a two-letter code'],
    ['D\u0000', 'Country must be a two-letter ISO code of an existing country'],
    [7, 'Country is required'],
  ])('refuses %j with "%s"', (value, message) => {
    expect(countryCodeSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
