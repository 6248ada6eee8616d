import type { HomeSection } from '@casino/api-contract';
import { ErrorState, GameCarousel } from '@casino/ui';
import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { FavoriteButton, FavoritesScope } from '@/features/favorites';
import { errorMessage } from '@/lib/api/api-error';
import { gameImageUrl } from '@/lib/game-image';
import { usePrefetchGame } from '../api/get-game';
import { useGameGroup } from '../api/get-game-group';
import * as styles from './home-section.css';

type Props = { section: HomeSection; eager?: boolean };

/** Cards in the first visible row load eagerly with high priority; the rest lazily. */
const EAGER_CARDS = 6;

/**
 * One lobby section as a carousel ending in See All; its failure stays inside it and never breaks the page. Memoised:
 * the lobby page observes every section's query too, and each answer that arrives must re-render its own section,
 * not all of them.
 */
export const HomeSectionView = memo(function HomeSectionView({ section, eager = false }: Props) {
  const { t } = useTranslation();
  const games = useGameGroup(section.categoryAlias, section.maxGames);
  // A query's answer re-renders its readers at once, in one task that cannot yield (an external store's update): the
  // row's cards come in a deferred render instead, which React splits into short tasks (this render was the
  // longest task of the lobby on a phone). Until then the row keeps its skeletons.
  const shown = useDeferredValue(games.data);
  const prefetch = usePrefetchGame();
  // The same cards while the answer is the same: the carousel renders a new list of cards only for new games.
  const cards = useMemo(
    () =>
      (shown ?? []).map((game) => ({
        id: game.id,
        name: game.name,
        provider: game.provider,
        imageSrc: gameImageUrl(game.image),
        href: paths.game(game.alias),
        game,
      })),
    [shown],
  );
  // Stable, so the row's cards (memoised in the carousel) do not render again as this section re-renders for its
  // query's state.
  const onPrefetch = useCallback((card: (typeof cards)[number]) => prefetch(card.game), [prefetch]);
  const renderFavorite = useCallback((card: (typeof cards)[number]) => <FavoriteButton game={card.game} />, []);
  const title = t(`home.sections.${section.title}` as 'home.sections.popular');

  if (games.isError) {
    const headingId = `home-section-${section.id}`;
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <ErrorState
          titleAs="h3"
          title={t('home.sectionFailed')}
          message={errorMessage(games.error, t('common.somethingWentWrong'))}
          retryLabel={t('common.tryAgain')}
          onRetry={() => void games.refetch()}
        />
      </section>
    );
  }

  // One favourites query and toggle for the row's hearts, not one per card.
  return (
    <FavoritesScope>
      <GameCarousel
        title={title}
        seeAllHref={paths.category(section.categoryAlias)}
        seeAllLabel={t('home.seeAll')}
        previousLabel={t('home.previousGames')}
        nextLabel={t('home.nextGames')}
        loadingLabel={t('common.loading')}
        maxItems={section.maxGames}
        isLoading={shown === undefined}
        eagerCount={eager ? EAGER_CARDS : 0}
        games={cards}
        className={styles.offscreenRow}
        onPrefetch={onPrefetch}
        renderFavorite={renderFavorite}
      />
    </FavoritesScope>
  );
});
