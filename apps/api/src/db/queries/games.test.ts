import { beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-app';
import { all, type Db } from '../sql';
import { searchGames } from './games';

/** A category's games by a plain join, most popular first: what a category page must list. */
const categoryIds = async (db: Db, alias: string) =>
  (
    await all<{ id: number }>(
      db,
      `SELECT g.id FROM games g JOIN game_categories gc ON gc.game_id = g.id JOIN categories c ON c.id = gc.category_id
     WHERE c.alias = ? ORDER BY g.popularity DESC, g.id`,
      alias,
    )
  ).map((g) => g.id);

describe('a category page', () => {
  let db: Db;
  beforeAll(() => {
    db = openTestDatabase();
  });

  it.each([
    ['the largest category', 'slots', 1, 24],
    ['a deep page of it', 'slots', 40, 24],
    ['a small category', 'dice', 1, 24],
    ['its last, short page', 'dice', 3, 24],
    ['the hidden category', 'qa-sandbox', 1, 100],
    ['a big page', 'popular', 2, 100],
  ])('lists %s (%s, page %i of %i) as the plain join does, with its total', async (_, alias, page, perPage) => {
    const expected = await categoryIds(db, alias);
    expect(expected.length).toBeGreaterThan(0);
    const { items, total } = await searchGames(
      db,
      [{ field: 'categories.alias', operator: '=', value: alias }],
      page,
      perPage,
    );
    expect(total).toBe(expected.length);
    expect(items.map((g) => g.id)).toEqual(expected.slice((page - 1) * perPage, page * perPage));
  });

  it('is empty for an unknown category and past the last page', async () => {
    expect(await searchGames(db, [{ field: 'categories.alias', operator: '=', value: 'nope' }], 1, 24)).toEqual({
      items: [],
      total: 0,
    });
    expect(
      (await searchGames(db, [{ field: 'categories.alias', operator: '=', value: 'dice' }], 99, 24)).items,
    ).toEqual([]);
  });
});
