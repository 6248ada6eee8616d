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
    const checks = passwordChecks(password);
    expect(checks.map((check) => check.id)).toEqual([...passwordRuleIds]);
    expect(checks.filter((check) => check.met).map((check) => check.id)).toEqual(met);
  });
});
