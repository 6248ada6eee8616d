import { type GameFilter, nameContains } from '@casino/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-app';
import { emptyTestDatabase, testDialect } from '../../testing/test-database';
import { migrate } from '../migrations';
import { seedCatalogue } from '../seed/catalogue-seed';
import { all, type Db, run, transaction } from '../sql';
import { nameLikePattern, nameSearchIndexQuery } from './game-name-search';
import { searchGames } from './games';

describe('nameSearchIndexQuery', () => {
  it.each([
    ['%dragon%', '"dragon"'],
    ['%gon Pha%', '"gon Pha"'],
    ["%Hold'em%", '"Hold\'em"'],
    ['%say "hi"%', '"say ""hi"""'],
    ['%Privé%', '"Privé"'],
    ['%gold%rush%', '"gold" AND "rush"'],
    ['%gold_rush%', '"gold" AND "rush"'],
    ['%ab%rush%', '"rush"'],
    ['%AND%', '"AND"'],
    ['%é€ß%', '"é€ß"'],
    ['%dr%', undefined],
    ['%a%', undefined],
    ['%ée%', undefined],
    ['%50%%', undefined],
    ['%a_b%', undefined],
    ['%%', undefined],
  ])('%s → %s', (pattern, query) => {
    expect(nameSearchIndexQuery(pattern)).toBe(query);
  });
});

describe('nameLikePattern', () => {
  it.each([
    ['dragon', '%dragon%'],
    ['%dragon%', '%dragon%'],
    ['gold%', 'gold%'],
    ['a_b', 'a_b'],
  ])('%s → %s', (value, pattern) => {
    expect(nameLikePattern(value)).toBe(pattern);
  });
});

/**
 * The search as it was before the index: a scan of every game, which the indexed one must answer exactly like.
 * SQLite's LIKE ignores ASCII case; PostgreSQL's ILIKE (which it uses) ignores all case.
 */
async function scannedNames(db: Db, pattern: string): Promise<string[]> {
  const like = db.dialect === 'postgres' ? "ILIKE ? ESCAPE ''" : 'LIKE ?';
  return (
    await all<{ name: string }>(db, `SELECT name FROM games WHERE name ${like} ORDER BY popularity DESC, id`, pattern)
  ).map((g) => g.name);
}

const byName = (value: string): GameFilter[] => [{ field: 'name', operator: '~', value }];

/** Every page of a search, in order. */
async function searchedNames(
  db: Db,
  filters: GameFilter[],
  perPage: number,
): Promise<{ names: string[]; totals: number[] }> {
  const names: string[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await searchGames(db, filters, page, perPage);
    totals.push(total);
    names.push(...items.map((g) => g.name));
    if (items.length < perPage) return { names, totals };
  }
}

describe('the name search over the trigram index', () => {
  let db: Db;
  beforeAll(() => {
    db = openTestDatabase();
  });

  // Totals are what the plain scan answered over the seeded catalogue before the index existed.
  it.each([
    ['one letter', nameContains('a').value, 1508],
    ['one capital letter', nameContains('D').value, 1020],
    ['two letters', nameContains('dr').value, 106],
    ['two letters, no game', nameContains('qx').value, 0],
    ['a word', nameContains('dragon').value, 49],
    ['a word in capitals', nameContains('DRAGON').value, 49],
    ['a word without wildcards', 'dragon', 49],
    ['a term across two words', nameContains('salon priv').value, 7],
    ['the end and start of two words', nameContains('n R').value, 40],
    ['an accented word', nameContains('Privé').value, 7],
    // SQLite's LIKE folds ASCII only; PostgreSQL's ILIKE folds É to é as well.
    ['an accented capital', nameContains('PRIVÉ').value, testDialect === 'postgres' ? 7 : 0],
    ['two characters with an accent', nameContains('ée').value, 0],
    ['an apostrophe', nameContains("Hold'em").value, 19],
    ['an apostrophe alone', nameContains("'").value, 19],
    ['a double quote', nameContains('"').value, 0],
    ['quotes around a word', nameContains('"gold"').value, 0],
    ['FTS syntax as text', nameContains('gold OR *').value, 0],
    ['a percent sign, a wildcard', nameContains('50%').value, 5],
    ['only a percent sign', nameContains('%').value, 2100],
    ['an underscore, any one character', nameContains('a_b').value, 15],
    ['an underscore standing for a space', nameContains('Gold_Rush').value, 25],
    ['two pieces with a wildcard between', nameContains('gold%rush').value, 25],
    ['pieces out of order', nameContains('rush%gold').value, 0],
    ['three spaces', nameContains('   ').value, 0],
    ['a number', nameContains('1000').value, 49],
  ])('%s (%s) answers as the scan: %i games', async (_, value, total) => {
    const pattern = nameLikePattern(value);
    const scanned = await scannedNames(db, pattern);
    expect(scanned).toHaveLength(total);
    for (const perPage of [100, 24]) {
      const searched = await searchedNames(db, byName(value), perPage);
      expect(searched.names).toEqual(scanned);
      expect(new Set(searched.totals)).toEqual(new Set([total]));
    }
  });

  it('answers as the scan combined with a category and a provider filter', async () => {
    const filters: GameFilter[] = [
      { field: 'categories.alias', operator: '=', value: 'live-dealers' },
      { field: 'provider', operator: 'in', value: 'Zephyr Live,Grand Salon Live' },
      nameContains('blackjack'),
    ];
    const expected = (
      await all<{ name: string }>(
        db,
        `SELECT g.name FROM games g JOIN providers p ON p.id = g.provider_id
       JOIN game_categories gc ON gc.game_id = g.id JOIN categories c ON c.id = gc.category_id
       WHERE c.alias = 'live-dealers' AND p.name IN ('Zephyr Live', 'Grand Salon Live') AND lower(g.name) LIKE '%blackjack%'
       ORDER BY g.popularity DESC, g.id`,
      )
    ).map((g) => g.name);
    expect(expected.length).toBeGreaterThan(3);
    expect((await searchedNames(db, filters, 3)).names).toEqual(expected);
  });

  it('follows renamed, added and removed games', async () => {
    const own = openTestDatabase();
    const [first] = (await searchGames(own, [nameContains('dragon')], 1, 1)).items;
    await run(own, "UPDATE games SET name = 'Quokka Quest' WHERE id = ?", first?.id ?? 0);
    expect((await searchGames(own, [nameContains('dragon')], 1, 24)).total).toBe(48);
    expect((await searchGames(own, [nameContains('okka qu')], 1, 24)).items.map((g) => g.id)).toEqual([first?.id]);

    await run(own, 'DELETE FROM games WHERE id = ?', first?.id ?? 0);
    expect((await searchGames(own, [nameContains('okka qu')], 1, 24)).total).toBe(0);

    await run(
      own,
      "INSERT INTO games (alias, name, provider_id, image, popularity, released_at) VALUES ('wombat-wins', 'Wombat Wins', 1, 'games/wombat-wins.svg', 1, '2026-01-01T00:00:00.000Z')",
    );
    expect((await searchGames(own, [nameContains('WOMBAT')], 1, 24)).items.map((g) => g.name)).toEqual(['Wombat Wins']);
  });

  it('indexes the games of a database seeded before the index existed', async () => {
    const old = emptyTestDatabase();
    await migrate(old, 90);
    // The catalogue alone, as version 90 stored it (the whole seed follows the latest schema).
    await transaction(old, (tx) => seedCatalogue(tx));
    await migrate(old);
    expect((await searchedNames(old, [nameContains('dragon')], 24)).names).toEqual(await scannedNames(old, '%dragon%'));
    expect((await searchGames(old, [nameContains('dragon')], 1, 24)).total).toBe(49);
  });
});
