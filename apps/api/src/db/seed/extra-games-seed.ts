import { all, type Db } from '../sql';
import { type CategoryAlias, PRIMARY_COUNTS, SEEDED_GAME_COUNT } from './catalogue-data';
import { gameNameFor, toAlias } from './game-names';
import { drawGameTraits, gameWriter } from './game-traits';
import { createPrng, type Prng } from './prng';

/** Its own stream: the generated games leave the 2,100 of the seeded catalogue exactly as they are. */
const EXTRA_GAMES_SEED = 20261119;

/** Plain names tried before a sequel's: card, dice and crash games have only a few hundred plain names each. */
const PLAIN_NAME_ATTEMPTS = 20;
/** Then names with an edition, before a number makes a name unique whatever the size asked for. */
const EDITION_NAME_ATTEMPTS = 200;
const EDITIONS = [
  'II',
  'III',
  'IV',
  'Reloaded',
  'Returns',
  'Rising',
  'Origins',
  'Legacy',
  'Unleashed',
  'Encore',
  'Remix',
  'Evolution',
  'Supreme',
  'Ultimate',
  'Anniversary',
  'Reborn',
  'Forever',
  'Gold Edition',
  'Classic Edition',
  'Grand Edition',
];

/** A main category drawn in the proportions of the seeded catalogue (mostly slots, as in a real lobby). */
function drawPrimary(rng: Prng): CategoryAlias {
  let ticket = rng.int(0, SEEDED_GAME_COUNT - 1);
  for (const [alias, count] of PRIMARY_COUNTS) {
    if (ticket < count) return alias;
    ticket -= count;
  }
  throw new Error('PRIMARY_COUNTS does not add up to SEEDED_GAME_COUNT');
}

function uniqueName(primary: CategoryAlias, rng: Prng, usedAliases: ReadonlySet<string>): string {
  for (let attempt = 0; ; attempt++) {
    const plain = gameNameFor(primary, rng);
    const name =
      attempt < PLAIN_NAME_ATTEMPTS
        ? plain
        : attempt < PLAIN_NAME_ATTEMPTS + EDITION_NAME_ATTEMPTS
          ? `${plain} ${rng.pick(EDITIONS)}`
          : `${plain} ${attempt}`;
    if (!usedAliases.has(toAlias(name))) return name;
  }
}

/**
 * `SEED_GAMES`: generates games after the seeded catalogue until the database holds `total`, for measuring the lobby
 * and the search at a big operator's size. The same total gives the same games on every run. They spread
 * over the public categories and the providers as the seeded games do; none goes into the hidden QA category.
 */
export async function seedExtraGames(db: Db, total: number): Promise<void> {
  const rng = createPrng(EXTRA_GAMES_SEED);
  const usedAliases = new Set((await all<{ alias: string }>(db, 'SELECT alias FROM games')).map((g) => g.alias));
  const categoryIds = new Map(
    (await all<{ alias: string; id: number }>(db, 'SELECT alias, id FROM categories')).map((c) => [c.alias, c.id]),
  );
  const providerIds = new Map(
    (await all<{ name: string; id: number }>(db, 'SELECT name, id FROM providers')).map((p) => [p.name, p.id]),
  );
  const writer = gameWriter(db, categoryIds, providerIds);
  const noHidden = { left: 0 };
  for (let count = usedAliases.size; count < total; count++) {
    const primary = drawPrimary(rng);
    const name = uniqueName(primary, rng, usedAliases);
    usedAliases.add(toAlias(name));
    await writer.insert(name, drawGameTraits(primary, rng, noHidden));
  }
}
