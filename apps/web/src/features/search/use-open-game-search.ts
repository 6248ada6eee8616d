import { useLatestSearchParams } from '@/lib/hooks/use-latest-search-params';
import { parseSearchUrl, writeSearchUrl } from './search-url-state';

/**
 * Opens the search dialog from elsewhere than the header's search (a player's account menu on a phone): the dialog
 * follows the URL, and the header's launcher, mounted though hidden, renders it.
 */
export function useOpenGameSearch() {
  const [, updateParams] = useLatestSearchParams();
  return () => updateParams((current) => writeSearchUrl(current, { ...parseSearchUrl(current), open: true }));
}
