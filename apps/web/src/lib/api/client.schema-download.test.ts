// @vitest-environment node
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The schemas of an answer's area load with its first answer (docs/architecture.md#the-answer-check); this file makes that download fail once.
const downloads = vi.hoisted(() => ({ failuresLeft: 0 }));
vi.mock('@casino/api-contract', async (importOriginal) => {
  const contract = await importOriginal<typeof import('@casino/api-contract')>();
  return {
    ...contract,
    loadEndpoint: (name: Parameters<typeof contract.loadEndpoint>[0]) => {
      if (downloads.failuresLeft > 0) {
        downloads.failuresLeft -= 1;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      }
      return contract.loadEndpoint(name);
    },
  };
});

const BASE = 'http://api.test/api';
const server = setupServer(
  http.get(`${BASE}/currencies`, () =>
    HttpResponse.json({ status: 'success', data: [{ code: 'EUR', symbol: '€', decimals: 2 }], message: '' }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// The test set-up loaded the API client's modules with the real contract: load them again, with the mock.
beforeAll(() => {
  vi.resetModules();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('given the schemas of an answer cannot be downloaded', () => {
  it('when the call is answered, then it fails as the network failure it is, and the next call gets its data', async () => {
    // Two attempts fail: the download started alongside the request, and the one the answer waits for.
    downloads.failuresLeft = 2;
    const { createApiClient } = await import('./client');
    const { ApiError } = await import('./api-error');
    const api = createApiClient({ baseUrl: BASE, timeoutMs: 1000 });
    const error = await api.call('currencies').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: 0, endpoint: 'currencies' });
    expect((error as InstanceType<typeof ApiError>).message).toBe(
      'The server could not be reached. Check your connection and try again.',
    );

    await expect(api.call('currencies')).resolves.toEqual([{ code: 'EUR' }]);
  });
});
