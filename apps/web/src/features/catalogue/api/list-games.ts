import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { freshness } from '../../../config/query';
import { apiClient } from '../../../lib/api';
import { buildGameFilters, type GameCriteria } from '../game-filters';

/** Games per page on the category and provider pages: four rows of six on a desktop, even rows on phones. */
export const CATALOGUE_PAGE_SIZE = 24;

/** One page of `/games` for a category and/or providers (spec §7). */
export const gamesPageQuery = (criteria: GameCriteria, page: number) =>
  queryOptions({
    queryKey: ['games', 'list', criteria.category ?? null, [...(criteria.providers ?? [])].sort(), page],
    queryFn: ({ signal }) =>
      apiClient.call('games', {
        query: { page, per_page: CATALOGUE_PAGE_SIZE },
        filters: buildGameFilters(criteria),
        signal,
      }),
    staleTime: freshness.games,
  });

/** Keeps the previous page on screen while the next loads, so the grid does not collapse. */
export const useGamesPage = (criteria: GameCriteria, page: number, enabled = true) =>
  useQuery({ ...gamesPageQuery(criteria, page), enabled, placeholderData: keepPreviousData });
