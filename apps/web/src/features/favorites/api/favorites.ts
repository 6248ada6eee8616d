import type { Game } from '@casino/api-contract';
import { useToast } from '@casino/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { freshness } from '@/config/query';
import { isLoggedIn, useAuth } from '@/features/auth';
import { apiClient } from '@/lib/api';
import { errorMessage } from '@/lib/api/api-error';
import { favoritesKeys } from './favorites-keys';

export const favoritesQuery = () =>
  queryOptions({
    queryKey: favoritesKeys.list(),
    queryFn: ({ signal }) => apiClient.call('favorites', { signal }),
    staleTime: freshness.favorites,
  });

/** docs/product.md#query-cache: user data is fetched only when authenticated. */
export function useFavorites() {
  const auth = useAuth();
  return useQuery({ ...favoritesQuery(), enabled: isLoggedIn(auth) });
}

type Toggle = { game: Game; favorite: boolean };

/**
 * Adds or removes a favourite optimistically: the heart changes at once, a failure puts the list back and says so
 * in a toast; either way the favourites cache is invalidated afterwards (docs/product.md#game-page-and-play).
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ game, favorite }: Toggle) =>
      favorite
        ? apiClient.call('addFavorite', { body: { gameId: game.id } })
        : apiClient.call('removeFavorite', { params: { id: game.id } }),
    onMutate: async ({ game, favorite }) => {
      await queryClient.cancelQueries({ queryKey: favoritesKeys.list() });
      const previous = queryClient.getQueryData<Game[]>(favoritesKeys.list());
      queryClient.setQueryData<Game[]>(favoritesKeys.list(), (list = []) =>
        favorite ? [game, ...list.filter((g) => g.id !== game.id)] : list.filter((g) => g.id !== game.id),
      );
      return { previous };
    },
    onError: (error, { game, favorite }, context) => {
      queryClient.setQueryData(favoritesKeys.list(), context?.previous);
      toast.show({
        tone: 'error',
        title: t(favorite ? 'lobby.favorites.addFailed' : 'lobby.favorites.removeFailed', { name: game.name }),
        description: errorMessage(error, t('common.somethingWentWrong')),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesKeys.list() }),
  });
}
