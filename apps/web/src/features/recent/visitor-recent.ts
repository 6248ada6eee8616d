import type { Game } from '@casino/api-contract';
import { RECENT_GAMES_LIMIT } from '@casino/api-contract/routes';

/**
 * A visitor's recent games live in this browser only (docs/product.md#game-page-and-play); the server keeps a player's, and takes the visitor's
 * over at login.
 */
export const VISITOR_RECENT_STORAGE_KEY = 'casino.recentGames';

/**
 * Reads the stored list; anything unreadable counts as empty rather than breaking the page. The game schema loads
 * only when there is a list to check, so a first visit never fetches zod for it (docs/architecture.md#the-answer-check).
 */
export async function parseVisitorRecent(raw: string | null): Promise<Game[]> {
  if (!raw) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(stored) || stored.length === 0) return [];
  const { gameListSchema } = await import('@casino/api-contract');
  const parsed = gameListSchema.safeParse(stored);
  return parsed.success ? parsed.data.slice(0, RECENT_GAMES_LIMIT) : [];
}

/** The game moves to the top; the list never repeats a game or grows past the limit. */
export const withRecentGame = (list: readonly Game[], game: Game): Game[] =>
  [game, ...list.filter((g) => g.id !== game.id)].slice(0, RECENT_GAMES_LIMIT);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings); the list then simply is not kept.
    return null;
  }
}

export const readVisitorRecent = (): Promise<Game[]> =>
  parseVisitorRecent(storage()?.getItem(VISITOR_RECENT_STORAGE_KEY) ?? null);

export async function rememberVisitorGame(game: Game): Promise<void> {
  const list = await readVisitorRecent();
  try {
    storage()?.setItem(VISITOR_RECENT_STORAGE_KEY, JSON.stringify(withRecentGame(list, game)));
  } catch {
    // A full or blocked storage only means the game is not remembered.
  }
}

/** After the handover to the account: the next visitor of a shared browser does not see this player's games. */
export function forgetVisitorRecent(): void {
  try {
    storage()?.removeItem(VISITOR_RECENT_STORAGE_KEY);
  } catch {
    // Nothing to forget when storage is off.
  }
}
