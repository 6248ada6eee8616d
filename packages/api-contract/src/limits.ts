/*
 * Numbers of the contract that the web app's first page needs without its schemas (docs/architecture.md#the-answer-check): exported by the
 * zod-free `@casino/api-contract/routes` entry as well as the main one.
 */

/** How many games a recently-played list keeps, a player's on the server and a visitor's in the browser. */
export const RECENT_GAMES_LIMIT = 24;

/** The quick deposit amounts (docs/product.md#entities), in major units. */
export const QUICK_DEPOSIT_AMOUNTS = [20, 50, 100, 500, 1000] as const;

/**
 * The live account stream (docs/product.md#balance-refresh): `GET /api/me/events`, Server-Sent Events. Its `account` events carry
 * the state of entities/account-events.ts; an `end` event closes it for good.
 */
export const ACCOUNT_EVENTS_PATH = '/me/events';
export const ACCOUNT_EVENT = { state: 'account', end: 'end' } as const;

/**
 * `data.code` of a refusal for want of a verified identity (verification-rules.ts), so a client words it in the
 * player's language and links on: here, since the game page and the cashier tell it without the verification rules.
 */
export const VERIFICATION_REQUIRED_CODE = 'VERIFICATION_REQUIRED';
/** How long the player's inbox keeps a notice: a licensed operator's players can look back over a quarter. */
export const NOTIFICATION_RETENTION_DAYS = 90;

/** The inbox shows this many notices a page. */
export const NOTIFICATIONS_PER_PAGE = 20;
