import { describe, expect, it } from 'vitest';
import { ApiError } from './api/api-error';
import { verificationRequiredStep } from './verification-refusal';

const refusal = (data: unknown) => new ApiError({ kind: 'envelope', status: 403, message: 'refused', data });

describe('verificationRequiredStep', () => {
  it.each([
    ['a deposit refusal', refusal({ code: 'VERIFICATION_REQUIRED', step: 'deposit' }), 'deposit'],
    ['a real-play refusal', refusal({ code: 'VERIFICATION_REQUIRED', step: 'real-play' }), 'real-play'],
    ['a withdrawal refusal', refusal({ code: 'VERIFICATION_REQUIRED', step: 'withdrawal' }), 'withdrawal'],
    ['an unknown step', refusal({ code: 'VERIFICATION_REQUIRED', step: 'bingo' }), undefined],
    ['another refusal code', refusal({ code: 'DEPOSIT_LIMIT_EXCEEDED' }), undefined],
    ['a refusal without data', refusal(null), undefined],
    ['a plain error', new Error('boom'), undefined],
  ])('reads %s', (_, error, step) => {
    expect(verificationRequiredStep(error)).toBe(step);
  });
});
