import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GAMES_PER_PAGE } from '@/config/constants';
import { freshness } from '@/config/query';
import { apiClient } from '@/lib/api';
import { buildGameFilters, type GameCriteria } from '../game-filters';
import { catalogueKeys } from './catalogue-keys';

/** One page of `/games` for a category and/or providers (docs/product.md#calls). */
export const gamesPageQuery = (criteria: GameCriteria, page: number) =>
  queryOptions({
    queryKey: catalogueKeys.gamesPage(criteria, page),
    queryFn: ({ signal }) =>
      apiClient.call('games', {
        query: { page, per_page: GAMES_PER_PAGE },
        filters: buildGameFilters(criteria),
        signal,
      }),
    staleTime: freshness.games,
  });

/** Keeps the previous page on screen while the next loads, so the grid does not collapse. */
export const useGamesPage = (criteria: GameCriteria, page: number, enabled = true) =>
  useQuery({ ...gamesPageQuery(criteria, page), enabled, placeholderData: keepPreviousData });
