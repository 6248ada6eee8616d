import { useCallback, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';
import { type AskedSearches, askSearch, latestSearch } from '../latest-search';

export type UpdateSearchParams = (
  change: (latest: URLSearchParams) => URLSearchParams | string,
  options?: NavigateOptions,
) => void;

/**
 * `useSearchParams`, with a setter whose `change` receives the latest query string: the one last asked for when the
 * router has not rendered it yet. react-router's own functional setter passes the rendered one, so a quick second
 * change (two filters in a row) would drop the first (see `latestSearch`).
 */
export function useLatestSearchParams(): [URLSearchParams, UpdateSearchParams] {
  const [params, setParams] = useSearchParams();
  const rendered = useRef('');
  rendered.current = params.toString();
  const pending = useRef<AskedSearches | null>(null);
  const update = useCallback<UpdateSearchParams>(
    (change, options) => {
      const latest = new URLSearchParams(latestSearch(rendered.current, pending.current));
      const next = new URLSearchParams(change(latest));
      pending.current = askSearch(rendered.current, pending.current, next.toString());
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update];
}
