import { describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES, ApiError } from '@/lib/api/api-error';
import { shouldRetryProfile } from './profile-retry';

const unauthenticated = new ApiError({ kind: 'envelope', status: 401, message: 'Unauthenticated' });
const serverError = new ApiError({ kind: 'envelope', status: 500, message: 'Something went wrong' });
const notFound = new ApiError({ kind: 'envelope', status: 404, message: 'Not found' });
const offline = new ApiError({ kind: 'network', status: 0, message: API_ERROR_MESSAGES.network });
const aborted = new ApiError({ kind: 'aborted', status: 0, message: API_ERROR_MESSAGES.aborted });

describe('retrying the profile fetch (up to 3 times unless 401)', () => {
  it.each([
    ['a 500, after the first failure', 0, serverError, true],
    ['a 500, after the third failure', 2, serverError, true],
    ['a 500, after the fourth failure', 3, serverError, false],
    ['a 404', 0, notFound, true],
    ['no connection', 1, offline, true],
    ['a thrown TypeError', 0, new TypeError('x'), true],
    ['a 401', 0, unauthenticated, false],
    ['a cancelled request', 0, aborted, false],
  ])('%s → %s', (_, failureCount, error, retry) => {
    expect(shouldRetryProfile(failureCount, error)).toBe(retry);
  });
});
