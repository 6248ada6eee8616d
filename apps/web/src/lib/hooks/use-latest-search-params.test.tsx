import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLatestSearchParams } from './use-latest-search-params';

const inRouter =
  (entry: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;

const setParam = (key: string, value: string | null) => (latest: URLSearchParams) => {
  if (value === null) latest.delete(key);
  else latest.set(key, value);
  return latest;
};

function renderParams(entry: string) {
  return renderHook(
    () => {
      const [params, update] = useLatestSearchParams();
      return { params, update, location: useLocation() };
    },
    { wrapper: inRouter(entry) },
  );
}

describe('useLatestSearchParams', () => {
  it('builds a second change on the first before the router has rendered it', () => {
    const { result } = renderParams('/history?type=deposit');
    act(() => {
      result.current.update(setParam('period', 'month'));
      result.current.update(setParam('type', null));
    });
    expect(result.current.location.search).toBe('?period=month');
  });

  it('builds on the rendered address once the router shows what was asked', () => {
    const { result } = renderParams('/history');
    act(() => result.current.update(setParam('type', 'bet')));
    expect(result.current.params.get('type')).toBe('bet');
    act(() => result.current.update(setParam('page', '2')));
    expect(result.current.location.search).toBe('?type=bet&page=2');
  });

  it('keeps the path and forwards the navigation options', () => {
    const { result } = renderParams('/history?type=bet');
    act(() => result.current.update(setParam('page', '3'), { replace: true }));
    expect(result.current.location.pathname).toBe('/history');
    expect(result.current.location.search).toBe('?type=bet&page=3');
  });
});
