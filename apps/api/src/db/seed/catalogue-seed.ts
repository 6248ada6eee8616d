import { type Db, run } from '../sql';
import {
  CATEGORIES,
  type CategoryAlias,
  CURRENCIES,
  LANGUAGES,
  LIVE_PROVIDERS,
  PROMOTIONS,
  PROVIDERS,
} from './catalogue-data';
import { gameNameFor, toAlias } from './game-names';
import { createPrng } from './prng';

/**
 * Game release dates are fixed, not "now", so two fresh databases hold identical games. Promotions run from the day
 * the database is seeded instead: fixed end dates made every demo promotion but one expire on a calendar date.
 */
const CATALOGUE_EPOCH = Date.parse('2026-11-01T00:00:00.000Z');
const DAY_MS = 86_400_000;

/** How many games take each category as their main one; 2,100 in all. */
const PRIMARY_COUNTS: [CategoryAlias, number][] = [
  ['slots', 1300],
  ['casual', 200],
  ['blackjack', 80],
  ['roulette', 80],
  ['baccarat', 60],
  ['live', 80],
  ['crash', 60],
  ['dice', 60],
  ['video-poker', 60],
  ['live-dealers', 60],
  ['table', 60],
];

const CARD_TABLE_GAMES: CategoryAlias[] = ['blackjack', 'roulette', 'baccarat'];
const MAX_CATEGORIES_PER_GAME = 3;

export function seedCatalogue(db: Db, now: Date): void {
  const rng = createPrng(20261101);
  const epochIso = new Date(CATALOGUE_EPOCH).toISOString();

  const categoryIds = new Map<string, number>();
  CATEGORIES.forEach((c, index) => {
    const { lastId } = run(
      db,
      'INSERT INTO categories (alias, name, img, is_public, sort_order, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      c.alias,
      c.name,
      c.img,
      c.isPublic,
      index,
      epochIso,
      epochIso,
    );
    categoryIds.set(c.alias, lastId);
  });

  const providerIds = new Map<string, number>();
  for (const name of PROVIDERS) providerIds.set(name, run(db, 'INSERT INTO providers (name) VALUES (?)', name).lastId);
  const liveProviders: readonly string[] = LIVE_PROVIDERS;
  const studioProviders = PROVIDERS.filter((p) => !liveProviders.includes(p) || p === 'Velvet Crown Gaming');

  const insertGame = db.prepare(
    'INSERT INTO games (alias, name, provider_id, image, popularity, released_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const linkCategory = db.prepare('INSERT INTO game_categories (game_id, category_id) VALUES (?, ?)');
  const usedAliases = new Set<string>();
  let hiddenLeft = 12;

  for (const [primary, count] of PRIMARY_COUNTS) {
    for (let i = 0; i < count; i++) {
      let name = gameNameFor(primary, rng);
      for (let attempt = 0; usedAliases.has(toAlias(name)); attempt++) {
        name = attempt < 200 ? gameNameFor(primary, rng) : `${gameNameFor(primary, rng)} ${attempt}`;
      }
      const alias = toAlias(name);
      usedAliases.add(alias);

      const isLive = primary === 'live' || primary === 'live-dealers';
      const provider = rng.pick(isLive ? LIVE_PROVIDERS : studioProviders);
      const categories = new Set<CategoryAlias>([primary]);
      if (primary === 'live-dealers') categories.add('live');
      if (CARD_TABLE_GAMES.includes(primary) && rng.chance(0.5)) categories.add('table');
      if ((primary === 'crash' || primary === 'dice') && rng.chance(0.3)) categories.add('casual');
      const isPopular = rng.chance(0.1);
      if (isPopular && categories.size < MAX_CATEGORIES_PER_GAME) categories.add('popular');
      const isNew = rng.chance(0.08);
      if (isNew && categories.size < MAX_CATEGORIES_PER_GAME) categories.add('new-releases');
      if (hiddenLeft > 0 && categories.size < MAX_CATEGORIES_PER_GAME && rng.chance(0.01)) {
        categories.add('qa-sandbox');
        hiddenLeft--;
      }

      const popularity = rng.int(0, 9_999) + (categories.has('popular') ? 10_000 : 0);
      const ageDays = categories.has('new-releases') ? rng.int(0, 60) : rng.int(61, 1_500);
      const releasedAt = new Date(CATALOGUE_EPOCH - ageDays * DAY_MS - rng.int(0, DAY_MS - 1)).toISOString();

      const gameId = Number(
        insertGame.run(alias, name, providerIds.get(provider) ?? 0, `games/${alias}.svg`, popularity, releasedAt)
          .lastInsertRowid,
      );
      for (const c of categories) linkCategory.run(gameId, categoryIds.get(c) ?? 0);
    }
  }

  CURRENCIES.forEach((code, index) => {
    run(db, 'INSERT INTO currencies (code, sort_order) VALUES (?, ?)', code, index);
  });
  LANGUAGES.forEach((l, index) => {
    run(db, 'INSERT INTO languages (code, name, sort_order) VALUES (?, ?, ?)', l.code, l.name, index);
  });
  for (const p of PROMOTIONS) {
    run(
      db,
      `INSERT INTO promotions (alias, title, description, image, bonus_percent, max_bonus, wagering, valid_until)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      p.alias,
      p.title,
      p.description,
      `promotions/${p.alias}.svg`,
      p.bonusPercent,
      p.maxBonus,
      p.wagering,
      p.validDays === null ? null : new Date(now.getTime() + p.validDays * DAY_MS).toISOString(),
    );
  }
}
