import { EXAMPLE_PASSWORD_POLICY } from '../../private/example-password-policy';
import { type PasswordRuleId, passwordChecks, passwordRuleIds } from './password-checklist-logic';

type Row = [password: string, met: PasswordRuleId[]];

const rows: Row[] = [
  ['', []],
  ['a', ['letter', 'lowercase', 'allowedCharacters']],
  ['A', ['letter', 'uppercase', 'allowedCharacters']],
  ['1', ['number', 'allowedCharacters']],
  ['abcdefgh', ['minLength', 'letter', 'lowercase', 'allowedCharacters']],
  ['abcdefg1', ['minLength', 'letter', 'number', 'lowercase', 'allowedCharacters']],
  ['Abcdefg1', ['minLength', 'letter', 'number', 'uppercase', 'lowercase', 'allowedCharacters']],
  ['12345678', ['minLength', 'number', 'allowedCharacters']],
  ['!@#$%^&_*', ['minLength', 'allowedCharacters']],
  ['Abcdef1!', ['minLength', 'letter', 'number', 'uppercase', 'lowercase', 'allowedCharacters']],
  ['Abcdef1 ', ['minLength', 'letter', 'number', 'uppercase', 'lowercase']],
  ['Abcdef1-', ['minLength', 'letter', 'number', 'uppercase', 'lowercase']],
  ['Äbcdef12', ['minLength', 'letter', 'number', 'lowercase']],
  ['Abc1234', ['letter', 'number', 'uppercase', 'lowercase', 'allowedCharacters']],
];

describe('passwordChecks', () => {
  it.each(rows)('given %j, meets exactly %j', (password, met) => {
    const checks = passwordChecks(password, EXAMPLE_PASSWORD_POLICY);
    expect(checks.map((check) => check.id)).toEqual([...passwordRuleIds]);
    expect(checks.filter((check) => check.met).map((check) => check.id)).toEqual(met);
  });
});

describe('passwordChecks with another policy', () => {
  it.each([
    ['Abcdefghij1', { minLength: 12, specialCharacters: '' }, false],
    ['Abcdefghijk1', { minLength: 12, specialCharacters: '' }, true],
  ])('counts %j against a minimum of %j', (password, policy, met) => {
    expect(passwordChecks(password, policy).find((check) => check.id === 'minLength')?.met).toBe(met);
  });

  it.each([
    ['Abcdef1-', '-', true],
    ['Abcdef1]', ']^\\', true],
    ['Abcdef1!', '-', false],
  ])('reads the special characters literally: %j with %j allowed', (password, specialCharacters, met) => {
    const checks = passwordChecks(password, { minLength: 8, specialCharacters });
    expect(checks.find((check) => check.id === 'allowedCharacters')?.met).toBe(met);
  });
});
