import type { HomeSection } from '@casino/api-contract';
import { EmptyState, ErrorState, GameCard, GameGrid, GameGridSkeleton, useLinkComponent } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useGameGroup } from '../api/get-game-group';
import { gameImageUrl } from '../game-image';
import * as styles from './home-section.css';

type Props = { section: HomeSection; eager?: boolean };

/** One lobby section; its failure stays inside it and never breaks the page. */
export function HomeSectionView({ section, eager = false }: Props) {
  const { t } = useTranslation();
  const Link = useLinkComponent();
  const games = useGameGroup(section.categoryAlias, section.maxGames);
  const headingId = `home-section-${section.id}`;
  const title = t(`home.sections.${section.title}` as 'home.sections.popular');

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <Link href={paths.category(section.categoryAlias)} className={styles.seeAll}>
          {t('home.seeAll')}
          <span className={styles.visuallyHidden}>: {title}</span>
        </Link>
      </div>
      {games.isPending ? (
        <GameGridSkeleton count={6} />
      ) : games.isError ? (
        <ErrorState
          titleAs="h3"
          title={t('home.sectionFailed')}
          message={games.error.message}
          retryLabel={t('common.tryAgain')}
          onRetry={() => void games.refetch()}
        />
      ) : games.data.length === 0 ? (
        <EmptyState title={t('home.sectionEmpty')} />
      ) : (
        <GameGrid>
          {games.data.map((game, index) => (
            <GameCard
              key={game.id}
              name={game.name}
              provider={game.provider}
              imageSrc={gameImageUrl(game.image)}
              href={paths.game(game.alias)}
              loading={eager && index < 6 ? 'eager' : 'lazy'}
              fetchPriority={eager && index < 6 ? 'high' : 'auto'}
            />
          ))}
        </GameGrid>
      )}
    </section>
  );
}
