/*
 * Numbers of the contract that the web app's first page needs without its schemas (issue 19): exported by the
 * zod-free `@casino/api-contract/routes` entry as well as the main one.
 */

/** How many games a recently-played list keeps, a player's on the server and a visitor's in the browser. */
export const RECENT_GAMES_LIMIT = 24;

/** Spec §3 quick deposit amounts, in major units. */
export const QUICK_DEPOSIT_AMOUNTS = [20, 50, 100, 500, 1000] as const;
