import { describe, expect, it } from 'vitest';
import { PASSWORD_ALLOWED_CHARACTERS, PASSWORD_POLICY, passwordAllowedCharacters } from './password-policy';

describe('the password policy', () => {
  it.each([
    ['Secret123!', true],
    ['only-letters', false],
    ['tab\there1', false],
    ['Grüße123', false],
    ['', true],
    [PASSWORD_POLICY.specialCharacters, true],
  ])('allows the characters of %j: %s', (password, allowed) => {
    expect(PASSWORD_ALLOWED_CHARACTERS.test(password)).toBe(allowed);
  });

  it.each([
    ['-', 'a-b', true],
    ['-', 'a+b', false],
    [']^\\', 'x]^\\', true],
    [']^\\', 'x[', false],
  ])(
    'reads special characters %j literally, even those a character class treats as syntax (%j: %s)',
    (specials, password, allowed) => {
      expect(passwordAllowedCharacters({ minLength: 1, specialCharacters: specials }).test(password)).toBe(allowed);
    },
  );
});
