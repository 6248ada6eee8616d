import { ButtonLink, EmptyState, GameGridSkeleton } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { Page } from '../../../components/page';
import { PendingContent } from '../../../components/pending-content';
import { paths } from '../../../config/paths';
import { useLoadStatus } from '../../../lib/hooks/use-load-status';
import { GameList } from '../../lobby';
import { useRecentGames } from '../api/recent-games';
import { recentKeys } from '../api/recent-keys';

/** `/recent`: the games launched, newest first (the server's list for a player, this browser's for a visitor). */
export function RecentPage() {
  const { t } = useTranslation();
  const recent = useRecentGames();
  const load = useLoadStatus(recent, recentKeys.player());
  const title = t('pages.recent');
  return (
    <Page title={title}>
      {recent.isPending ? (
        <PendingContent status={load}>
          <GameGridSkeleton count={6} label={t('common.loading')} />
        </PendingContent>
      ) : recent.isError ? (
        <LoadFailure
          title={t('lobby.recent.loadFailed')}
          error={recent.error}
          isRetrying={recent.isFetching}
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
