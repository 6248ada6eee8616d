import { errorMessage, isApiError } from '../../lib/api-error';

export type BetsErrorTexts = { failed: string; unknown: string };

/**
 * Spec §8 "Bets": an answer that is not a success gives `failed` ("Failed to fetch bets"); an error thrown on the way
 * (no connection, a timeout, an unreadable answer) gives its own message, or `unknown` when it carries none.
 */
export function betsErrorMessage(error: unknown, texts: BetsErrorTexts): string {
  if (isApiError(error) && (error.kind === 'envelope' || error.kind === 'http')) return texts.failed;
  return errorMessage(error, texts.unknown);
}
