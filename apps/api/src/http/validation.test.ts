import { endpoints } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue } from './validation';

const messageOf = (schema: z.core.$ZodType, value: unknown) => {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) throw new Error('expected a refusal');
  return describeIssue(parsed.error);
};

describe('describeIssue', () => {
  it.each([
    [z.object({ page: z.number({ error: 'page must be a number' }) }), { page: 'x' }, 'page must be a number'],
    [
      z.object({ first_name: z.string().min(1, 'First name is required') }),
      { first_name: '' },
      'First name is required',
    ],
    [
      z.object({ currentPassword: z.string().min(1, 'Current password is required') }),
      { currentPassword: '' },
      'Current password is required',
    ],
    [
      z.object({ postcode: z.string().min(2, 'Postal code is not valid') }),
      { postcode: '' },
      'Postal code is not valid',
    ],
    [z.object({ amount: z.number() }), { amount: 'x' }, 'amount: Invalid input: expected number, received string'],
  ])('%#: names the field once', (schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it('words a sign-up refusal as the profile edit words it', () => {
    const address = 'x'.repeat(121);
    expect(messageOf(endpoints.register.body.shape.profile.shape.address, address)).toBe(
      'Street address must be at most 120 characters',
    );
    expect(messageOf(endpoints.updateProfile.body, { address })).toBe('Street address must be at most 120 characters');
  });
});
