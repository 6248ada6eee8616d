import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW_LOAD_NOTICE_MS } from '@/config/constants';
import { useSlowAfter } from './use-slow-after';

describe('useSlowAfter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const render = (waiting: boolean, key: unknown) =>
    renderHook((props) => useSlowAfter(props.waiting, props.key), { initialProps: { waiting, key } });

  it('turns true once waiting has lasted SLOW_LOAD_NOTICE_MS, not before', () => {
    const { result } = render(true, 0);
    act(() => vi.advanceTimersByTime(SLOW_LOAD_NOTICE_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('is false the moment waiting ends, and counts again from zero when it starts anew', () => {
    const { result, rerender } = render(true, 0);
    act(() => vi.advanceTimersByTime(SLOW_LOAD_NOTICE_MS));
    rerender({ waiting: false, key: 0 });
    expect(result.current).toBe(false);
    rerender({ waiting: true, key: 0 });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(SLOW_LOAD_NOTICE_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('starts over with a new key (a Retry), even while still waiting', () => {
    const { result, rerender } = render(true, 0);
    act(() => vi.advanceTimersByTime(SLOW_LOAD_NOTICE_MS));
    rerender({ waiting: true, key: 1 });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(SLOW_LOAD_NOTICE_MS));
    expect(result.current).toBe(true);
  });

  it('never turns true while nothing is awaited', () => {
    const { result } = render(false, 0);
    act(() => vi.advanceTimersByTime(10 * SLOW_LOAD_NOTICE_MS));
    expect(result.current).toBe(false);
  });
});
