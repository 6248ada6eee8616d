import type { Game } from '@casino/api-contract';
import { ButtonLink, EmptyState, GameGridSkeleton } from '@casino/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/load-failure';
import { PendingContent } from '@/components/pending-content';
import { paths } from '@/config/paths';
import type { LoadStatus } from '@/lib/hooks/use-load-status';
import { GameList } from './game-list';

type Props = {
  games: UseQueryResult<Game[]>;
  status: LoadStatus;
  /** The list's accessible name: the page's title. */
  label: string;
  failedTitle: string;
  emptyTitle: string;
  emptyText: string;
};

/**
 * A page that is one list of games (favourites, recently played): its skeleton while loading, its failure with Try
 * again, its empty state pointing to the lobby, else the games.
 */
export function GameListPageContent({ games, status, label, failedTitle, emptyTitle, emptyText }: Props) {
  const { t } = useTranslation();
  if (games.isPending)
    return (
      <PendingContent status={status}>
        <GameGridSkeleton count={6} label={t('common.loading')} />
      </PendingContent>
    );
  if (games.isError)
    return (
      <LoadFailure
        title={failedTitle}
        error={games.error}
        isRetrying={games.isFetching}
        onRetry={() => void games.refetch()}
      />
    );
  if (games.data.length === 0)
    return (
      <EmptyState
        title={emptyTitle}
        description={emptyText}
        action={
          <ButtonLink href={paths.home} variant="primary">
            {t('lobby.favorites.toLobby')}
          </ButtonLink>
        }
      />
    );
  return <GameList games={games.data} label={label} />;
}
