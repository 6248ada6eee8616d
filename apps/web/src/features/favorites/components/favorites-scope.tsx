import type { Game } from '@casino/api-contract';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedIn, useAuth } from '@/features/auth';
import { useFavorites, useToggleFavorite } from '../api/favorites';

/** What every heart inside a scope reads: whether a player is signed in, their favourites, and the toggle. */
export type FavoritesScopeValue = {
  loggedIn: boolean;
  isFavorite: (gameId: Game['id']) => boolean;
  /** The heart's accessible name for a game in its current state. */
  label: (game: Game, favorite: boolean) => string;
  toggle: (game: Game, favorite: boolean) => void;
};

const FavoritesScopeContext = createContext<FavoritesScopeValue | null>(null);

/**
 * One favourites query and one toggle for every heart inside it (a row, a grid). A heart with its own query, mutation
 * and translation subscribed three of them per card: about 190 on the lobby's sixty-odd cards, each telling every
 * cache listener it had arrived, in the task after the cards were shown (docs/architecture.md#byte-budgets).
 */
export function FavoritesScope({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const loggedIn = isLoggedIn(useAuth());
  const favorites = useFavorites();
  const { mutate } = useToggleFavorite();
  const value = useMemo<FavoritesScopeValue>(() => {
    const ids = new Set(loggedIn ? (favorites.data ?? []).map((game) => game.id) : []);
    return {
      loggedIn,
      isFavorite: (gameId) => ids.has(gameId),
      label: (game, favorite) => t(favorite ? 'lobby.favorites.remove' : 'lobby.favorites.add', { name: game.name }),
      toggle: (game, favorite) => mutate({ game, favorite }),
    };
  }, [loggedIn, favorites.data, t, mutate]);
  return <FavoritesScopeContext.Provider value={value}>{children}</FavoritesScopeContext.Provider>;
}

/** The scope around a heart, or null when it stands alone. */
export const useFavoritesScope = () => useContext(FavoritesScopeContext);
