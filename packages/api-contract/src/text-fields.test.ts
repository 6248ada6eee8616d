import { describe, expect, it, vi } from 'vitest';
import { boundedString, isPlainText, MAX_LENGTH, plainText, urlSafeString } from './text-fields';
import { z } from './zod';

describe('isPlainText', () => {
  it.each([
    ['1437 Bannock Street', true],
    ["O'Brien- Łódź 東京 😀", true],
    ['', true],
    ['a\u0000b', false],
    ['line\nbreak', false],
    ['tab\there', false],
    ['\u009b', false],
    ['lone \ud800 high', false],
    ['lone \udc00 low', false],
    ['<script>alert(1)</script>', false],
    ['a > b', false],
  ])('%j → %s', (value, plain) => {
    expect(isPlainText(value)).toBe(plain);
  });
});

describe('bounded strings', () => {
  const firstIssue = (schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } }, v: unknown) =>
    schema.safeParse(v).error?.issues[0]?.message;

  it('refuse a value over the maximum of its kind with a message that names the field and the number', () => {
    const street = plainText('Street address', 'address');
    expect(firstIssue(street, 'x'.repeat(MAX_LENGTH.address))).toBeUndefined();
    expect(firstIssue(street, 'x'.repeat(MAX_LENGTH.address + 1))).toBe(
      'Street address must be at most 120 characters',
    );
    expect(firstIssue(street, `  ${'x'.repeat(MAX_LENGTH.address)}  `)).toBeUndefined();
  });

  it('stop at the length: no later rule sees an over-long value', () => {
    const expensive = vi.fn(() => true);
    const schema = boundedString('address', 'cryptoAddress').check(z.refine(expensive));
    const parsed = schema.safeParse('1'.repeat(60_000));
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['address must be at most 128 characters']);
    expect(expensive).not.toHaveBeenCalled();
    schema.parse('1'.repeat(MAX_LENGTH.cryptoAddress));
    expect(expensive).toHaveBeenCalledOnce();
  });

  it.each([
    ['a\u0000b', 'City contains invalid characters'],
    ['\ud800', 'City contains invalid characters'],
    ['<b>Town</b>', 'City contains invalid characters'],
  ])('plain text refuses %j', (value, message) => {
    expect(firstIssue(plainText('City', 'place'), value)).toBe(message);
  });

  it.each([
    ['abc_DEF-123', undefined],
    ['', 'token is required'],
    ['a b', 'token may hold only letters, digits, - and _'],
    ['<x>', 'token may hold only letters, digits, - and _'],
    ['t'.repeat(60_000), 'token must be at most 128 characters'],
  ])('URL-safe strings: %j → %s', (value, message) => {
    expect(firstIssue(urlSafeString('token', 'token'), value)).toBe(message);
  });
});
