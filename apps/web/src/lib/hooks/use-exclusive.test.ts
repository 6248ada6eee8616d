import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useExclusive } from './use-exclusive';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useExclusive', () => {
  it('drops calls made while a run is going, and runs again once it has finished', async () => {
    let pending = deferred();
    const action = vi.fn((_label: string) => pending.promise);
    const { result } = renderHook(() => useExclusive(action));

    let first!: Promise<void>;
    act(() => {
      first = result.current('a');
      void result.current('b');
      void result.current('c');
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith('a');

    await act(async () => {
      pending.resolve();
      await first;
    });
    pending = deferred();
    act(() => void result.current('d'));
    expect(action).toHaveBeenCalledTimes(2);
    expect(action).toHaveBeenLastCalledWith('d');
  });

  it('frees itself after a failure and hands the failure to the caller', async () => {
    const failing = deferred();
    const action = vi.fn().mockReturnValueOnce(failing.promise).mockResolvedValue(undefined);
    const { result } = renderHook(() => useExclusive(action));
    const run = result.current();
    failing.reject(new Error('offline'));
    await expect(run).rejects.toThrow('offline');
    await result.current();
    expect(action).toHaveBeenCalledTimes(2);
  });
});
