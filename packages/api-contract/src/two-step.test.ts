import { describe, expect, it } from 'vitest';
import { formatRecoveryCode, loginSecondStepBodySchema, parseSecondFactorCode } from './two-step';
import { z } from './zod';

describe('parseSecondFactorCode', () => {
  it.each([
    ['123456', { kind: 'totp', value: '123456' }],
    [' 123 456 ', { kind: 'totp', value: '123456' }],
    ['123-456', { kind: 'totp', value: '123456' }],
    ['abcde-fghjk', { kind: 'recovery', value: 'abcdefghjk' }],
    ['ABCDE FGHJK', { kind: 'recovery', value: 'abcdefghjk' }],
    ['abcdefghjk', { kind: 'recovery', value: 'abcdefghjk' }],
    ['12345', undefined],
    ['1234567', undefined],
    ['12345a', undefined],
    // 0, o, 1, l and i are never part of a recovery code.
    ['abcde-fghio', undefined],
    ['', undefined],
    ['１２３４５６', undefined],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseSecondFactorCode(raw)).toEqual(expected);
  });
});

describe('formatRecoveryCode', () => {
  it('splits the ten characters into two groups of five', () => {
    expect(formatRecoveryCode('abcdefghjk')).toBe('abcde-fghjk');
  });
});

describe('loginSecondStepBodySchema', () => {
  it.each([
    [{ challenge: 'abc_DEF-123', code: '123456' }, true],
    [{ challenge: 'abc', code: 'abcde-fghjk' }, true],
    [{ challenge: 'abc', code: '12345' }, false],
    [{ challenge: 'a b', code: '123456' }, false],
    [{ challenge: 'abc', code: '1'.repeat(40) }, false],
    [{ challenge: '', code: '123456' }, false],
  ])('%j passes: %s', (body, ok) => {
    expect(z.safeParse(loginSecondStepBodySchema, body).success).toBe(ok);
  });
});
