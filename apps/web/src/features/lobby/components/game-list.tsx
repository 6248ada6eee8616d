import type { Game } from '@casino/api-contract';
import { GameCard, GameGrid } from '@casino/ui';
import { paths } from '@/config/paths';
import { FavoriteButton, FavoritesScope } from '@/features/favorites';
import { gameImageUrl } from '@/lib/game-image';
import { usePrefetchGame } from '../api/get-game';

/** Cards in the first visible row of a grid load eagerly (docs/product.md#lobby-and-search: the first row is not lazy and has high priority). */
export const FIRST_ROW_CARDS = 6;

type Props = { games: readonly Game[]; label?: string; labelledBy?: string; eager?: boolean };

/**
 * A grid of game cards, each with its heart (one favourites query and toggle for the grid); hovering or focusing a
 * card prefetches its page's data.
 */
export function GameList({ games, label, labelledBy, eager = true }: Props) {
  const prefetch = usePrefetchGame();
  return (
    <FavoritesScope>
      <GameGrid aria-label={label} aria-labelledby={labelledBy}>
        {games.map((game, index) => (
          <GameCard
            key={game.id}
            name={game.name}
            provider={game.provider}
            imageSrc={gameImageUrl(game.image)}
            href={paths.game(game.alias)}
            loading={eager && index < FIRST_ROW_CARDS ? 'eager' : 'lazy'}
            fetchPriority={eager && index < FIRST_ROW_CARDS ? 'high' : undefined}
            onPrefetch={() => prefetch(game)}
            favoriteSlot={<FavoriteButton game={game} />}
          />
        ))}
      </GameGrid>
    </FavoritesScope>
  );
}
