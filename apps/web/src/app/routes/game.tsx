import { ErrorState } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFound } from '../../features/layout/not-found';
import { NotYetAvailable } from '../../features/layout/not-yet-available';
import { Page } from '../../features/layout/page';
import { useGame } from '../../features/lobby/api/get-game';
import { gameImageUrl } from '../../features/lobby/game-image';
import { isApiError } from '../../lib/api-error';
import * as styles from './game.css';

export function GamePage() {
  const { alias = '' } = useParams();
  const { t } = useTranslation();
  const game = useGame(alias);

  if (game.isPending) return <Page title={t('pages.game')}>{t('common.loading')}</Page>;
  if (game.isError) {
    if (isApiError(game.error) && game.error.status === 404) return <NotFound title={t('pages.gameNotFound')} />;
    return (
      <Page title={t('pages.game')}>
        <ErrorState
          title={t('pages.loadGameFailed')}
          retryLabel={t('common.tryAgain')}
          onRetry={() => void game.refetch()}
        />
      </Page>
    );
  }
  const { name, provider, image, categories } = game.data;
  return (
    <Page title={name}>
      <div className={styles.layout}>
        <img
          className={styles.image}
          src={gameImageUrl(image)}
          alt={name}
          width={300}
          height={400}
          fetchPriority="high"
        />
        <dl className={styles.facts}>
          <dt>{t('pages.providers')}</dt>
          <dd>{provider}</dd>
          <dt>{t('pages.categories')}</dt>
          <dd>{categories.map((c) => c.name).join(', ')}</dd>
        </dl>
      </div>
      <NotYetAvailable />
    </Page>
  );
}
