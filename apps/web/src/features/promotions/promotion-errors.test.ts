import { describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES, ApiError } from '@/lib/api/api-error';
import { assertPromotionAlias, MissingPromotionAliasError, promotionErrorDetail } from './promotion-errors';

const texts = {
  aliasRequired: 'Promotion alias is required and must be a string',
  somethingWentWrong: 'Something went wrong',
};

describe('the promotion alias guard', () => {
  it.each([[''], ['   '], [undefined], [null], [42], [{ alias: 'x' }]])('refuses %j', (alias) => {
    expect(() => assertPromotionAlias(alias)).toThrow(MissingPromotionAliasError);
    expect(() => assertPromotionAlias(alias)).toThrow('Promotion alias is required and must be a string');
  });

  it('lets a real alias through', () => {
    expect(() => assertPromotionAlias('welcome-bonus')).not.toThrow();
  });
});

describe('the detail shown when activating or cancelling fails', () => {
  it.each([
    ['the guard', new MissingPromotionAliasError('x'), texts.aliasRequired],
    [
      'a server refusal',
      new ApiError({ kind: 'envelope', status: 409, message: 'Promotion is already active' }),
      'Promotion is already active',
    ],
    [
      'no connection',
      new ApiError({ kind: 'network', status: 0, message: API_ERROR_MESSAGES.network }),
      API_ERROR_MESSAGES.network,
    ],
    ['an Error without message', new Error(''), texts.somethingWentWrong],
    ['a thrown string', 'boom', texts.somethingWentWrong],
    ['nothing', undefined, texts.somethingWentWrong],
  ])('%s', (_, error, detail) => {
    expect(promotionErrorDetail(error, texts)).toBe(detail);
  });
});
