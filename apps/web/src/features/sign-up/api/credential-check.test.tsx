import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCredentialCheck } from './credential-check';

// jsdom's location is http://localhost:3000/; the app's client calls the same-origin `/api`.
const URL_ = `${window.location.origin}/api/users/validate/credential`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function render(initial: string, type: 'email' | 'login' = 'login') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ value }) => useCredentialCheck(type, value, value !== ''), {
    wrapper,
    initialProps: { value: initial },
  });
}

const answer = (isAvailable: boolean) => HttpResponse.json({ status: 'success', data: { isAvailable }, message: '' });

describe('live availability check', () => {
  it('is idle while empty, validating while typing and asking, then valid for a free name', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(URL_, async ({ request }) => {
        asked.push(await request.json());
        return answer(true);
      }),
    );
    const { result, rerender } = render('');
    expect(result.current.status).toBe('idle');
    rerender({ value: 'ann' });
    expect(result.current.status).toBe('validating');
    await waitFor(() => expect(result.current.status).toBe('valid'), { timeout: 2000 });
    expect(asked).toEqual([{ type: 'login', value: 'ann' }]);
  });

  it('is invalid with "taken" for a name in use', async () => {
    server.use(http.post(URL_, () => answer(false)));
    const { result } = render('demo');
    await waitFor(() => expect(result.current).toEqual({ status: 'invalid', failure: 'taken' }), { timeout: 2000 });
  });

  it("shows the server's message when it refuses, and none of its own when the network fails", async () => {
    server.use(
      http.post(URL_, () =>
        HttpResponse.json({ status: 'error', data: null, message: 'Too many checks' }, { status: 429 }),
      ),
    );
    const refused = render('ann@casino.test', 'email');
    await waitFor(
      () =>
        expect(refused.result.current).toEqual({
          status: 'invalid',
          failure: 'failed',
          serverMessage: 'Too many checks',
        }),
      { timeout: 2000 },
    );
    server.use(http.post(URL_, () => HttpResponse.error()));
    const offline = render('bob@casino.test', 'email');
    await waitFor(
      () => expect(offline.result.current).toEqual({ status: 'invalid', failure: 'failed', serverMessage: undefined }),
      { timeout: 2000 },
    );
  });

  it('never lets a slow answer about an older value overwrite the newer one', async () => {
    server.use(
      http.post(URL_, async ({ request }) => {
        const { value } = (await request.json()) as { value: string };
        // "taken" answers late; "free" answers at once.
        if (value === 'taken') {
          await delay(800);
          return answer(false);
        }
        return answer(true);
      }),
    );
    const { result, rerender } = render('taken');
    // Let the debounce pass and the slow request start, then type on.
    await act(() => delay(600));
    expect(result.current.status).toBe('validating');
    rerender({ value: 'free' });
    await waitFor(() => expect(result.current.status).toBe('valid'), { timeout: 2000 });
    // The late "taken" answer arrives now and must not change what is shown.
    await act(() => delay(600));
    expect(result.current).toEqual({ status: 'valid' });
  });
});
