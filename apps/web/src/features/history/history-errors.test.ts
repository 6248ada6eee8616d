import { describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES, ApiError } from '@/lib/api/api-error';
import { historyErrorDetail, historyErrorTitle } from './history-errors';

const texts = { failed: 'Failed to fetch bets', unknown: 'An unknown error occurred' };

describe('the title shown when bets or transactions cannot be fetched', () => {
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
    expect(historyErrorTitle(error, texts)).toBe(message);
  });
});

describe('the detail beneath that title', () => {
  it.each([
    [
      'a 500 envelope gives the server message',
      new ApiError({ kind: 'envelope', status: 500, message: 'Database is down' }),
      'Database is down',
    ],
    [
      'a 502 without envelope gives the status',
      new ApiError({ kind: 'http', status: 502, message: API_ERROR_MESSAGES.http(502) }),
      'The server answered with an error (HTTP 502).',
    ],
    [
      'a timeout has none: the title says it',
      new ApiError({ kind: 'timeout', status: 0, message: API_ERROR_MESSAGES.timeout }),
      undefined,
    ],
    ['a thrown Error has none', new TypeError('Failed to fetch'), undefined],
  ])('%s', (_, error, detail) => {
    expect(historyErrorDetail(error)).toBe(detail);
  });
});
