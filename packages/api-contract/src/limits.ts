/*
 * Numbers of the contract that the web app's first page needs without its schemas (issue 19): exported by the
 * zod-free `@casino/api-contract/routes` entry as well as the main one.
 */

/** How many games a recently-played list keeps, a player's on the server and a visitor's in the browser. */
export const RECENT_GAMES_LIMIT = 24;

/** Spec §3 quick deposit amounts, in major units. */
export const QUICK_DEPOSIT_AMOUNTS = [20, 50, 100, 500, 1000] as const;

/**
 * The live account stream (issue 16 item 1): `GET /api/me/events`, Server-Sent Events. Its `account` events carry
 * the state of entities/account-events.ts; an `end` event closes it for good.
 */
export const ACCOUNT_EVENTS_PATH = '/me/events';
export const ACCOUNT_EVENT = { state: 'account', end: 'end' } as const;

/** How long the player's inbox keeps a notice: a licensed operator's players can look back over a quarter. */
export const NOTIFICATION_RETENTION_DAYS = 90;

/** The inbox shows this many notices a page. */
export const NOTIFICATIONS_PER_PAGE = 20;
