import type { HomeSection } from '@casino/api-contract';
import { ErrorState, GameCarousel } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { gameImageUrl } from '../../../lib/game-image';
import { FavoriteButton } from '../../favorites';
import { usePrefetchGame } from '../api/get-game';
import { useGameGroup } from '../api/get-game-group';
import * as styles from './home-section.css';

type Props = { section: HomeSection; eager?: boolean };

/** Cards in the first visible row load eagerly with high priority; the rest lazily. */
const EAGER_CARDS = 6;

/** One lobby section as a carousel ending in See All; its failure stays inside it and never breaks the page. */
export function HomeSectionView({ section, eager = false }: Props) {
  const { t } = useTranslation();
  const games = useGameGroup(section.categoryAlias, section.maxGames);
  const prefetch = usePrefetchGame();
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

  return (
    <GameCarousel
      title={title}
      seeAllHref={paths.category(section.categoryAlias)}
      seeAllLabel={t('home.seeAll')}
      previousLabel={t('home.previousGames')}
      nextLabel={t('home.nextGames')}
      loadingLabel={t('common.loading')}
      maxItems={section.maxGames}
      isLoading={games.isPending}
      eagerCount={eager ? EAGER_CARDS : 0}
      games={(games.data ?? []).map((game) => ({
        id: game.id,
        name: game.name,
        provider: game.provider,
        imageSrc: gameImageUrl(game.image),
        href: paths.game(game.alias),
        game,
      }))}
      onPrefetch={(card) => prefetch(card.game)}
      renderFavorite={(card) => <FavoriteButton game={card.game} />}
    />
  );
}
