import { type Db, run } from '../sql';
import {
  CATALOGUE_EPOCH,
  CATEGORIES,
  CURRENCIES,
  DAY_MS,
  LANGUAGES,
  PRIMARY_COUNTS,
  PROMOTIONS,
  PROVIDERS,
} from './catalogue-data';
import { gameNameFor, toAlias } from './game-names';
import { drawGameTraits, gameWriter } from './game-traits';
import { createPrng } from './prng';

/** Categories, providers, games, currencies and languages. */
export async function seedCatalogue(db: Db): Promise<void> {
  const rng = createPrng(20261101);
  const epochIso = new Date(CATALOGUE_EPOCH).toISOString();

  const categoryIds = new Map<string, number>();
  for (const [index, c] of CATEGORIES.entries()) {
    const { lastId } = await run(
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
  }

  const providerIds = new Map<string, number>();
  for (const name of PROVIDERS)
    providerIds.set(name, (await run(db, 'INSERT INTO providers (name) VALUES (?)', name)).lastId);

  const writer = gameWriter(db, categoryIds, providerIds);
  const usedAliases = new Set<string>();
  const hidden = { left: 12 };

  for (const [primary, count] of PRIMARY_COUNTS) {
    for (let i = 0; i < count; i++) {
      let name = gameNameFor(primary, rng);
      for (let attempt = 0; usedAliases.has(toAlias(name)); attempt++) {
        name = attempt < 200 ? gameNameFor(primary, rng) : `${gameNameFor(primary, rng)} ${attempt}`;
      }
      usedAliases.add(toAlias(name));
      await writer.insert(name, drawGameTraits(primary, rng, hidden));
    }
  }

  for (const [index, code] of CURRENCIES.entries()) {
    await run(db, 'INSERT INTO currencies (code, sort_order) VALUES (?, ?)', code, index);
  }
  for (const [index, l] of LANGUAGES.entries()) {
    await run(db, 'INSERT INTO languages (code, name, sort_order) VALUES (?, ?, ?)', l.code, l.name, index);
  }
}

/** The promotions, running from the day the database is seeded: fixed end dates made all but one expire on a date. */
export async function seedPromotions(db: Db, now: Date): Promise<void> {
  for (const p of PROMOTIONS) {
    await run(
      db,
      `INSERT INTO promotions (alias, title, description, image, bonus_percent, max_bonus, min_deposit,
         first_deposit_only, weekends_only, bonus_days, wagering, valid_until)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      p.alias,
      p.title,
      p.description,
      `promotions/${p.alias}.svg`,
      p.bonusPercent,
      p.maxBonus,
      p.minDeposit,
      p.firstDepositOnly ? 1 : 0,
      p.weekendsOnly ? 1 : 0,
      p.bonusDays,
      p.wagering,
      p.validDays === null ? null : new Date(now.getTime() + p.validDays * DAY_MS).toISOString(),
    );
  }
}
