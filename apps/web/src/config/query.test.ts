import type { EndpointName } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '@/lib/api/api-error';
import { createQueryClient } from '@/lib/query-client';
import {
  freshness,
  MUTATION_RETRIES,
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_STALE_TIME_MS,
  retryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from './query';

const apiError = (kind: ApiErrorKind, status: number, endpoint: EndpointName = 'me') =>
  new ApiError({ kind, status, message: 'x', endpoint });

describe('cache policy', () => {
  it('keeps answers fresh 5 min, cached 10 min, with 3 query retries and 1 mutation retry', () => {
    expect({ QUERY_STALE_TIME_MS, QUERY_GC_TIME_MS, QUERY_RETRIES, MUTATION_RETRIES }).toEqual({
      QUERY_STALE_TIME_MS: 300_000,
      QUERY_GC_TIME_MS: 600_000,
      QUERY_RETRIES: 3,
      MUTATION_RETRIES: 1,
    });
  });

  it.each([
    { resource: 'profile', minutes: 5 },
    { resource: 'bets', minutes: 2 },
    { resource: 'transactions', minutes: 2 },
    { resource: 'favorites', minutes: 10 },
    { resource: 'games', minutes: 15 },
    { resource: 'game', minutes: 10 },
    { resource: 'gameGroup', minutes: 15 },
    { resource: 'currencies', minutes: 60 },
    { resource: 'promotions', minutes: 10 },
    { resource: 'ipInfo', minutes: 5 },
    { resource: 'notifications', minutes: 1 },
  ] as const)('$resource stays fresh $minutes min', ({ resource, minutes }) => {
    expect(freshness[resource]).toBe(minutes * 60_000);
  });

  it.each([
    { failureCount: 0, expected: 1000 },
    { failureCount: 1, expected: 2000 },
    { failureCount: 2, expected: 4000 },
    { failureCount: 4, expected: 16_000 },
    { failureCount: 5, expected: 30_000 },
    { failureCount: 12, expected: 30_000 },
    { failureCount: -1, expected: 1000 },
  ])('after failure number $failureCount the next try waits $expected ms', ({ failureCount, expected }) => {
    expect(retryDelay(failureCount)).toBe(expected);
  });
});

describe('shouldRetryQuery: given a query that failed', () => {
  it.each([
    { scenario: 'the network was down', error: apiError('network', 0), retried: true },
    { scenario: 'the request timed out', error: apiError('timeout', 0), retried: true },
    { scenario: 'the server answered 503 without an envelope', error: apiError('http', 503), retried: true },
    { scenario: 'the server answered a 500 error envelope', error: apiError('envelope', 500), retried: true },
    { scenario: 'the session expired (401)', error: apiError('envelope', 401), retried: false },
    { scenario: 'a 401 without an envelope', error: apiError('http', 401), retried: false },
    { scenario: 'the request was refused (400)', error: apiError('envelope', 400), retried: false },
    { scenario: 'the resource does not exist (404)', error: apiError('http', 404), retried: false },
    { scenario: 'the request was too frequent (429)', error: apiError('envelope', 429), retried: false },
    { scenario: 'the server said error with HTTP 200', error: apiError('envelope', 200), retried: false },
    { scenario: 'the answer was malformed', error: apiError('malformed', 200), retried: false },
    { scenario: 'the caller aborted', error: apiError('aborted', 0), retried: false },
    { scenario: 'an auth endpoint timed out', error: apiError('timeout', 0, 'refreshToken'), retried: false },
    { scenario: 'an auth endpoint answered 503', error: apiError('http', 503, 'login'), retried: false },
    { scenario: 'something outside the API client threw', error: new TypeError('boom'), retried: true },
  ])('when $scenario, then retried: $retried', ({ error, retried }) => {
    expect(shouldRetryQuery(0, error)).toBe(retried);
  });

  it.each([
    { failureCount: 0, retried: true },
    { failureCount: 2, retried: true },
    { failureCount: 3, retried: false },
  ])('a retryable failure after $failureCount earlier failures is retried: $retried', ({ failureCount, retried }) => {
    expect(shouldRetryQuery(failureCount, apiError('network', 0))).toBe(retried);
  });
});

describe('shouldRetryMutation: given a mutation that failed', () => {
  it.each([
    { scenario: 'the first try hit a network failure', failureCount: 0, error: apiError('network', 0), retried: true },
    { scenario: 'the first try got a 502', failureCount: 0, error: apiError('http', 502), retried: true },
    { scenario: 'the retry failed too', failureCount: 1, error: apiError('network', 0), retried: false },
    { scenario: 'the server refused it (422)', failureCount: 0, error: apiError('envelope', 422), retried: false },
    { scenario: 'the session expired (401)', failureCount: 0, error: apiError('envelope', 401), retried: false },
    { scenario: 'login answered 500', failureCount: 0, error: apiError('envelope', 500, 'login'), retried: false },
  ])('when $scenario, then retried: $retried', ({ failureCount, error, retried }) => {
    expect(shouldRetryMutation(failureCount, error)).toBe(retried);
  });
});

describe('createQueryClient', () => {
  it('applies the cache defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: QUERY_STALE_TIME_MS,
      gcTime: QUERY_GC_TIME_MS,
      retry: shouldRetryQuery,
      retryDelay,
      refetchOnWindowFocus: false,
    });
    expect(mutations).toMatchObject({ retry: shouldRetryMutation });
  });

  it.each([
    { scenario: 'a 401', error: apiError('envelope', 401), calls: 1 },
    { scenario: 'a 503', error: apiError('http', 503), calls: 1 + QUERY_RETRIES },
  ])('when a query keeps failing with $scenario, then it runs $calls times', async ({ error, calls }) => {
    const client = createQueryClient();
    let runs = 0;
    const fetching = client.fetchQuery({
      queryKey: ['always-failing'],
      queryFn: () => {
        runs += 1;
        throw error;
      },
      retryDelay: 0,
    });
    await expect(fetching).rejects.toBe(error);
    expect(runs).toBe(calls);
  });
});
