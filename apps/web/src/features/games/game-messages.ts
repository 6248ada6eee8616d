/**
 * What the demo slot posts to the page that framed it after a real-money spin: `{ type: 'casino:balance-changed' }`.
 * A one-field check, without zod: the game page loads no schema on the page's thread (docs/architecture.md#the-answer-check).
 */
export const isBalanceMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'casino:balance-changed';
