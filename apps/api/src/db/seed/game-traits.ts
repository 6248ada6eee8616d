import { type Db, run } from '../sql';
import { CATALOGUE_EPOCH, type CategoryAlias, DAY_MS, LIVE_PROVIDERS, PROVIDERS } from './catalogue-data';
import { toAlias } from './game-names';
import type { Prng } from './prng';

const CARD_TABLE_GAMES: readonly CategoryAlias[] = ['blackjack', 'roulette', 'baccarat'];
const MAX_CATEGORIES_PER_GAME = 3;
const liveProviders: readonly string[] = LIVE_PROVIDERS;
/** Live games come from the live studios; Velvet Crown Gaming makes both kinds. */
const STUDIO_PROVIDERS = PROVIDERS.filter((p) => !liveProviders.includes(p) || p === 'Velvet Crown Gaming');

export type GameTraits = {
  provider: string;
  categories: ReadonlySet<CategoryAlias>;
  popularity: number;
  releasedAt: string;
};

/**
 * Everything about a seeded game but its name. The draws from `rng` come in a fixed order that the seeded catalogue
 * depends on: change it and every fresh database holds other games. Up to `hidden.left` more games may also land in
 * the hidden QA category; with 0 left, none do and nothing is drawn for it.
 */
export function drawGameTraits(primary: CategoryAlias, rng: Prng, hidden: { left: number }): GameTraits {
  const isLive = primary === 'live' || primary === 'live-dealers';
  const provider = rng.pick(isLive ? LIVE_PROVIDERS : STUDIO_PROVIDERS);
  const categories = new Set<CategoryAlias>([primary]);
  if (primary === 'live-dealers') categories.add('live');
  if (CARD_TABLE_GAMES.includes(primary) && rng.chance(0.5)) categories.add('table');
  if ((primary === 'crash' || primary === 'dice') && rng.chance(0.3)) categories.add('casual');
  const isPopular = rng.chance(0.1);
  if (isPopular && categories.size < MAX_CATEGORIES_PER_GAME) categories.add('popular');
  const isNew = rng.chance(0.08);
  if (isNew && categories.size < MAX_CATEGORIES_PER_GAME) categories.add('new-releases');
  if (hidden.left > 0 && categories.size < MAX_CATEGORIES_PER_GAME && rng.chance(0.01)) {
    categories.add('qa-sandbox');
    hidden.left--;
  }

  const popularity = rng.int(0, 9_999) + (categories.has('popular') ? 10_000 : 0);
  const ageDays = categories.has('new-releases') ? rng.int(0, 60) : rng.int(61, 1_500);
  const releasedAt = new Date(CATALOGUE_EPOCH - ageDays * DAY_MS - rng.int(0, DAY_MS - 1)).toISOString();
  return { provider, categories, popularity, releasedAt };
}

/** Writes seeded games with their category links. */
export function gameWriter(db: Db, categoryIds: ReadonlyMap<string, number>, providerIds: ReadonlyMap<string, number>) {
  return {
    async insert(name: string, { provider, categories, popularity, releasedAt }: GameTraits): Promise<void> {
      const alias = toAlias(name);
      const gameId = (
        await run(
          db,
          'INSERT INTO games (alias, name, provider_id, image, popularity, released_at) VALUES (?, ?, ?, ?, ?, ?)',
          alias,
          name,
          providerIds.get(provider) ?? 0,
          `games/${alias}.svg`,
          popularity,
          releasedAt,
        )
      ).lastId;
      for (const c of categories) {
        await run(
          db,
          'INSERT INTO game_categories (game_id, category_id) VALUES (?, ?)',
          gameId,
          categoryIds.get(c) ?? 0,
        );
      }
    },
  };
}
