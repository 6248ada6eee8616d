import type { Game } from '@casino/api-contract';
import { Button } from '@casino/ui';
import { Heart } from 'lucide-react';
import { useAfterSessionCheck, useModals } from '@/features/auth';
import * as styles from './favorite-button.css';
import { FavoritesScope, type FavoritesScopeValue, useFavoritesScope } from './favorites-scope';

type Props = { game: Game; size?: 'sm' | 'md' };

/**
 * The heart on a game card and on the game page. A visitor gets the login modal on the page they are on, so after
 * logging in they are still where they were. Inside a `FavoritesScope` it shares the scope's query and toggle; on its
 * own it brings one. (Whether a heart has a scope depends on where it is written, never on the session, so signing
 * in re-renders it and keeps its element and its focus.)
 */
export function FavoriteButton(props: Props) {
  const scope = useFavoritesScope();
  if (scope) return <FavoriteToggle {...props} scope={scope} />;
  return (
    <FavoritesScope>
      <FavoriteButton {...props} />
    </FavoritesScope>
  );
}

function FavoriteToggle({ game, size = 'sm', scope }: Props & { scope: FavoritesScopeValue }) {
  const { open } = useModals();
  const { loggedIn } = scope;
  const isFavorite = loggedIn && scope.isFavorite(game.id);
  const toggle = useAfterSessionCheck(() => {
    if (!loggedIn) open('login');
    else scope.toggle(game, !isFavorite);
  });

  return (
    <Button
      variant="secondary"
      size={size}
      className={styles.button}
      aria-pressed={loggedIn ? isFavorite : undefined}
      aria-label={scope.label(game, isFavorite)}
      isLoading={toggle.pending}
      onPress={toggle.press}
    >
      <Heart size={18} aria-hidden="true" className={isFavorite ? styles.filled : undefined} />
    </Button>
  );
}
