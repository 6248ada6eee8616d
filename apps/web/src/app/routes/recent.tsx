import { ButtonLink, EmptyState, ErrorState, GameGridSkeleton } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { Page } from '../../features/layout/page';
import { GameList } from '../../features/lobby/components/game-list';
import { useRecentGames } from '../../features/recent/api/recent-games';
import { errorMessage } from '../../lib/api-error';

/** `/recent`: the games launched, newest first (the server's list for a player, this browser's for a visitor). */
export function RecentPage() {
  const { t } = useTranslation();
  const recent = useRecentGames();
  const title = t('pages.recent');
  return (
    <Page title={title}>
      {recent.isPending ? (
        <GameGridSkeleton count={6} label={t('common.loading')} />
      ) : recent.isError ? (
        <ErrorState
          title={t('lobby.recent.loadFailed')}
          message={errorMessage(recent.error, t('common.somethingWentWrong'))}
          retryLabel={t('common.tryAgain')}
          onRetry={() => void recent.refetch()}
        />
      ) : recent.data.length === 0 ? (
        <EmptyState
          title={t('lobby.recent.emptyTitle')}
          description={t('lobby.recent.emptyText')}
          action={
            <ButtonLink href={paths.home} variant="primary">
              {t('lobby.favorites.toLobby')}
            </ButtonLink>
          }
        />
      ) : (
        <GameList games={recent.data} label={title} />
      )}
    </Page>
  );
}
