import { errorMessage, isApiError } from '@/lib/api/api-error';

export type HistoryErrorTexts = { failed: string; unknown: string };

/** The server answered, with an error: the failure is its, and the title is the page's own "Failed to fetch …". */
const serverRefused = (error: unknown) => isApiError(error) && (error.kind === 'envelope' || error.kind === 'http');

/**
 * docs/product.md#error-texts, and the transactions page alike: an answer that is not a success gives `failed` ("Failed to fetch
 * bets", "Failed to fetch transactions"); an error thrown on the way (no connection, a timeout, an unreadable answer)
 * gives its own message, or `unknown` when it carries none.
 */
export function historyErrorTitle(error: unknown, texts: HistoryErrorTexts): string {
  if (serverRefused(error)) return texts.failed;
  return errorMessage(error, texts.unknown);
}

/**
 * What the server said, beneath a `failed` title, so the page tells a server error (HTTP 502, the API's message) from
 * any other; undefined when the title already says what happened.
 */
export function historyErrorDetail(error: unknown): string | undefined {
  return serverRefused(error) ? errorMessage(error, '') || undefined : undefined;
}
