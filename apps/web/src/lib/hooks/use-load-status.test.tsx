import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW_LOAD_NOTICE_MS } from '@/config/constants';
import { useLoadStatus } from './use-load-status';

const KEY = ['slow-thing'];

/** A query whose every attempt hangs until aborted; `attempts` counts them. */
function renderSlowQuery() {
  const attempts = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => {
      const query = useQuery({
        queryKey: KEY,
        queryFn: ({ signal }) => {
          attempts();
          return new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
        },
      });
      return useLoadStatus(query, KEY);
    },
    { wrapper },
  );
  return { ...view, attempts };
}

describe('useLoadStatus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    onlineManager.setOnline(true);
  });

  it('is slow after SLOW_LOAD_NOTICE_MS without data; starting over sends a new attempt and restarts the count', async () => {
    const { result, attempts } = renderSlowQuery();
    await act(() => vi.advanceTimersByTimeAsync(SLOW_LOAD_NOTICE_MS - 1));
    expect(result.current.slow).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toMatchObject({ slow: true, offline: false });
    expect(attempts).toHaveBeenCalledTimes(1);

    await act(async () => result.current.startOver());
    expect(attempts).toHaveBeenCalledTimes(2);
    expect(result.current.slow).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(SLOW_LOAD_NOTICE_MS));
    expect(result.current.slow).toBe(true);
  });

  it('says offline when the query waits for the connection', async () => {
    onlineManager.setOnline(false);
    const { result, attempts } = renderSlowQuery();
    await act(() => vi.advanceTimersByTimeAsync(SLOW_LOAD_NOTICE_MS));
    expect(result.current).toMatchObject({ slow: true, offline: true });
    expect(attempts).not.toHaveBeenCalled();
  });
});
