import type { Category, Game, GameCategoryRef, GameFilter, Provider } from '@casino/api-contract';
import { all, type Db, type Dialect, one, PLANNED_PER_CALL, placeholders, type SqlParam } from '../sql';
import { nameLikePattern, nameSearchIndexQuery } from './game-name-search';

type GameRow = { id: number; alias: string; name: string; provider: string; image: string };

const GAME_COLUMNS = 'g.id, g.alias, g.name, p.name AS provider, g.image';
const GAME_FROM = 'FROM games g JOIN providers p ON p.id = g.provider_id';

/** Attaches each game's categories with one extra query for the whole page. */
async function withCategories(db: Db, rows: GameRow[]): Promise<Game[]> {
  if (rows.length === 0) return [];
  const refs = await all<GameCategoryRef & { game_id: number }>(
    db,
    `SELECT gc.game_id, c.id, c.alias, c.name FROM game_categories gc JOIN categories c ON c.id = gc.category_id
     WHERE gc.game_id IN (${placeholders(rows.length)}) ORDER BY c.sort_order`,
    ...rows.map((r) => r.id),
  );
  const byGame = new Map<number, GameCategoryRef[]>();
  for (const { game_id, ...ref } of refs) byGame.set(game_id, [...(byGame.get(game_id) ?? []), ref]);
  return rows.map((r) => ({ ...r, categories: byGame.get(r.id) ?? [] }));
}

/**
 * The `/games` filters (docs/product.md#calls), combined with AND. The name compares without case (SQLite's LIKE for ASCII, PostgreSQL's ILIKE)
 * and providers.name is NOCASE (citext on PostgreSQL). `purpose` only changes how SQLite is told to read a category
 * (see there); the games matched are the same.
 */
function whereClause(
  dialect: Dialect,
  filters: readonly GameFilter[],
  purpose: 'count' | 'page',
): { sql: string; params: SqlParam[] } {
  const clauses: string[] = [];
  const params: SqlParam[] = [];
  for (const f of filters) {
    if (f.field === 'name') {
      const pattern = nameLikePattern(f.value);
      if (dialect === 'postgres') {
        // The trigram index (migration 100) serves ILIKE by itself; no escape character, as in SQLite's LIKE.
        clauses.push("g.name ILIKE ? ESCAPE ''");
        params.push(pattern);
        continue;
      }
      const indexQuery = nameSearchIndexQuery(pattern);
      if (indexQuery !== undefined) {
        clauses.push('g.id IN (SELECT rowid FROM games_name_search WHERE games_name_search MATCH ?)');
        params.push(indexQuery);
      }
      clauses.push('g.name LIKE ?');
      params.push(pattern);
    } else if (f.field === 'categories.alias') {
      // The category's games as one list (a per-game EXISTS joined the categories of every game: 3.6 ms to count
      // over 10,000). A count walks the list; a page reads games_popularity in page order and looks each game up
      // in it, which the `+` asks for: walking and sorting 6,200 slots took 2.3 ms for a page, this 1 ms, and at
      // most 0.6 ms for the last page of a small category.
      const inList = purpose === 'page' ? '+g.id IN' : 'g.id IN';
      clauses.push(
        `${inList} (SELECT gc.game_id FROM game_categories gc JOIN categories c ON c.id = gc.category_id WHERE c.alias = ?)`,
      );
      params.push(f.value);
    } else {
      const names =
        f.operator === 'in'
          ? f.value
              .split(',')
              .map((v) => v.trim())
              .filter(Boolean)
          : [f.value.trim()];
      clauses.push(`p.name IN (${placeholders(names.length)})`);
      params.push(...names);
    }
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

async function countMatches(db: Db, filters: readonly GameFilter[]): Promise<number> {
  const [only] = filters;
  // A category page, the lobby's most frequent list: its links are its games (one per game, the key says so).
  if (filters.length === 1 && only?.field === 'categories.alias') {
    return (
      (
        await one<{ n: number }>(
          db,
          `${PLANNED_PER_CALL} SELECT COUNT(*) AS n FROM game_categories gc JOIN categories c ON c.id = gc.category_id
           WHERE c.alias = ?`,
          only.value,
        )
      )?.n ?? 0
    );
  }
  const where = whereClause(db.dialect, filters, 'count');
  // Every game has its provider (a foreign key), so only a provider filter needs the join to count.
  const from = filters.some((f) => f.field === 'provider') ? GAME_FROM : 'FROM games g';
  return (
    (await one<{ n: number }>(db, `${PLANNED_PER_CALL} SELECT COUNT(*) AS n ${from} ${where.sql}`, ...where.params))
      ?.n ?? 0
  );
}

export async function searchGames(
  db: Db,
  filters: readonly GameFilter[],
  page: number,
  perPage: number,
): Promise<{ items: Game[]; total: number }> {
  const total = await countMatches(db, filters);
  const offset = (page - 1) * perPage;
  // Past the last match the page is empty: no second pass over the games (a rare short term scans them all).
  if (offset >= total) return { items: [], total };
  const where = whereClause(db.dialect, filters, 'page');
  const rows = await all<GameRow>(
    db,
    `${PLANNED_PER_CALL} SELECT ${GAME_COLUMNS} ${GAME_FROM} ${where.sql}
     ORDER BY g.popularity DESC, g.id LIMIT ? OFFSET ?`,
    ...where.params,
    perPage,
    offset,
  );
  return { items: await withCategories(db, rows), total };
}

export async function findGameByAlias(db: Db, alias: string): Promise<Game | undefined> {
  const row = await one<GameRow>(db, `SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE g.alias = ?`, alias);
  return row ? (await withCategories(db, [row]))[0] : undefined;
}

export async function findGameById(db: Db, id: number): Promise<Game | undefined> {
  const row = await one<GameRow>(db, `SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE g.id = ?`, id);
  return row ? (await withCategories(db, [row]))[0] : undefined;
}

/** New releases read newest first; every other group by the seed's popularity. */
export async function gamesOfGroup(db: Db, group: string, limit: number): Promise<Game[] | undefined> {
  if (!(await findCategoryByAlias(db, group))) return undefined;
  const order = group === 'new-releases' ? 'g.released_at DESC' : 'g.popularity DESC';
  const rows = await all<GameRow>(
    db,
    `${PLANNED_PER_CALL} SELECT ${GAME_COLUMNS} ${GAME_FROM} JOIN game_categories gc ON gc.game_id = g.id
     JOIN categories c ON c.id = gc.category_id WHERE c.alias = ? ORDER BY ${order}, g.id LIMIT ?`,
    group,
    limit,
  );
  return withCategories(db, rows);
}

export const findCategoryByAlias = (db: Db, alias: string) =>
  one<Category>(
    db,
    'SELECT id, alias, name, img, is_public, created_at, updated_at FROM categories WHERE alias = ?',
    alias,
  );

export const listCategories = (db: Db) =>
  all<Category>(
    db,
    'SELECT id, alias, name, img, is_public, created_at, updated_at FROM categories ORDER BY sort_order, id',
  );

export const countGames = async (db: Db) => (await one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM games'))?.n ?? 0;

export const listProviders = (db: Db) => all<Provider>(db, 'SELECT id, name FROM providers ORDER BY name');

/** For the thumbnail: just what the picture prints. */
export const findGameCard = (db: Db, alias: string) =>
  one<{ name: string; provider: string }>(
    db,
    `SELECT g.name, p.name AS provider ${GAME_FROM} WHERE g.alias = ?`,
    alias,
  );

/** Games in the order of `ids` (a favourites list keeps the player's order). */
export async function findGamesByIds(db: Db, ids: readonly number[]): Promise<Game[]> {
  if (ids.length === 0) return [];
  const rows = await all<GameRow>(
    db,
    `SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE g.id IN (${placeholders(ids.length)})`,
    ...ids,
  );
  const byId = new Map((await withCategories(db, rows)).map((g) => [g.id, g]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
