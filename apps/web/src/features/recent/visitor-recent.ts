import { type Game, gameSchema } from '@casino/api-contract';
import { GAMES_PER_PAGE } from '../../config/constants';
import { z } from '../../lib/zod';

/** A visitor's recent games live in this browser only (issue 5); the server keeps a player's. */
export const VISITOR_RECENT_STORAGE_KEY = 'casino.recentGames';
/** As long as a page of games (the server's list is too). */
export const RECENT_GAMES_LIMIT = GAMES_PER_PAGE;

const storedSchema = z.array(gameSchema);

/** Reads the stored list; anything unreadable counts as empty rather than breaking the page. */
export function parseVisitorRecent(raw: string | null): Game[] {
  if (!raw) return [];
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.slice(0, RECENT_GAMES_LIMIT) : [];
  } catch {
    return [];
  }
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

export const readVisitorRecent = (): Game[] =>
  parseVisitorRecent(storage()?.getItem(VISITOR_RECENT_STORAGE_KEY) ?? null);

export function rememberVisitorGame(game: Game): void {
  try {
    storage()?.setItem(VISITOR_RECENT_STORAGE_KEY, JSON.stringify(withRecentGame(readVisitorRecent(), game)));
  } catch {
    // A full or blocked storage only means the game is not remembered.
  }
}
