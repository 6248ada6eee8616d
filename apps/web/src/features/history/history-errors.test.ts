import { describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES, ApiError } from '../../lib/api-error';
import { betsErrorMessage } from './history-errors';

const texts = { failed: 'Failed to fetch bets', unknown: 'An unknown error occurred' };

describe('the message shown when bets cannot be fetched (spec §8)', () => {
  it.each([
    [
      'an error envelope',
      new ApiError({ kind: 'envelope', status: 400, message: 'page must be 1 or more' }),
      texts.failed,
    ],
    [
      'a 502 without envelope',
      new ApiError({ kind: 'http', status: 502, message: API_ERROR_MESSAGES.http(502) }),
      texts.failed,
    ],
    [
      'no connection',
      new ApiError({ kind: 'network', status: 0, message: API_ERROR_MESSAGES.network }),
      API_ERROR_MESSAGES.network,
    ],
    [
      'a timeout',
      new ApiError({ kind: 'timeout', status: 0, message: API_ERROR_MESSAGES.timeout }),
      API_ERROR_MESSAGES.timeout,
    ],
    ['a plain thrown Error', new TypeError('Failed to fetch'), 'Failed to fetch'],
    ['an Error without message', new Error('  '), texts.unknown],
    ['a thrown string', 'offline', 'offline'],
    ['a thrown object', { code: 1 }, texts.unknown],
    ['undefined', undefined, texts.unknown],
  ])('%s gives its message', (_, error, message) => {
    expect(betsErrorMessage(error, texts)).toBe(message);
  });
});
