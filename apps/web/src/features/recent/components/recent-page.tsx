import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { GameListPageContent } from '@/features/lobby';
import { useLoadStatus } from '@/lib/hooks/use-load-status';
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
      <GameListPageContent
        games={recent}
        status={load}
        label={title}
        failedTitle={t('lobby.recent.loadFailed')}
        emptyTitle={t('lobby.recent.emptyTitle')}
        emptyText={t('lobby.recent.emptyText')}
      />
    </Page>
  );
}
