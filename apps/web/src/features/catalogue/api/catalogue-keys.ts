import type { GameCriteria } from '../game-filters';

/** Every query key of the catalogue, built only here: its hooks, the route loaders and any invalidation use these. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  providers: () => [...catalogueKeys.all, 'providers'] as const,
  /** Providers sorted: the same choice in another order is the same page. */
  gamesPage: (criteria: GameCriteria, page: number) =>
    [...catalogueKeys.all, 'games', criteria.category ?? null, [...(criteria.providers ?? [])].sort(), page] as const,
};
