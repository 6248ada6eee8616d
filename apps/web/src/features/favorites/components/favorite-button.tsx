import type { Game } from '@casino/api-contract';
import { Button } from '@casino/ui';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isLoggedIn, useAuth, useModals } from '../../auth';
import { useFavorites, useToggleFavorite } from '../api/favorites';
import * as styles from './favorite-button.css';

type Props = { game: Game; size?: 'sm' | 'md' };

/**
 * The heart on a game card and on the game page. A visitor gets the login modal on the page they are on, so after
 * logging in they are still where they were.
 */
export function FavoriteButton({ game, size = 'sm' }: Props) {
  const { t } = useTranslation();
  const auth = useAuth();
  const { open } = useModals();
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const loggedIn = isLoggedIn(auth);
  const isFavorite = loggedIn && (favorites.data ?? []).some((g) => g.id === game.id);

  return (
    <Button
      variant="secondary"
      size={size}
      className={styles.button}
      aria-pressed={loggedIn ? isFavorite : undefined}
      aria-label={t(isFavorite ? 'lobby.favorites.remove' : 'lobby.favorites.add', { name: game.name })}
      onPress={() => {
        if (!loggedIn) {
          open('login');
          return;
        }
        toggle.mutate({ game, favorite: !isFavorite });
      }}
    >
      <Heart size={18} aria-hidden="true" className={isFavorite ? styles.filled : undefined} />
    </Button>
  );
}
