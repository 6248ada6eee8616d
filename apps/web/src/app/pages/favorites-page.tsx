import { Button, ButtonLink, EmptyState, GameGridSkeleton } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import { PendingContent } from '../../components/pending-content';
import { paths } from '../../config/paths';
import {
  AccountUnavailable,
  isLoggedIn,
  isSessionUnknown,
  useAuth,
  useModals,
  useSessionTrouble,
} from '../../features/auth';
import { favoritesQuery, useFavorites } from '../../features/favorites';
import { GameList } from '../../features/lobby';
import { useLoadStatus } from '../../lib/hooks/use-load-status';

/** `/favorites`: the player's favourite games; a visitor is asked to log in, an empty list points to the lobby. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const { open } = useModals();
  const favorites = useFavorites();
  const load = useLoadStatus(favorites, favoritesQuery().queryKey);
  const trouble = useSessionTrouble();
  const title = t('pages.favorites');

  if (trouble)
    return (
      <Page title={title}>
        <AccountUnavailable trouble={trouble} />
      </Page>
    );
  if (isSessionUnknown(auth.status))
    return (
      <Page title={title}>
        <GameGridSkeleton count={6} label={t('common.loading')} />
      </Page>
    );
  if (!isLoggedIn(auth))
    return (
      <Page title={title}>
        <EmptyState
          title={t('lobby.favorites.visitorTitle')}
          description={t('lobby.favorites.visitorText')}
          action={
            <Button variant="primary" onPress={() => open('login')}>
              {t('header.logIn')}
            </Button>
          }
        />
      </Page>
    );
  return (
    <Page title={title}>
      {favorites.isPending ? (
        <PendingContent status={load}>
          <GameGridSkeleton count={6} label={t('common.loading')} />
        </PendingContent>
      ) : favorites.isError ? (
        <LoadFailure
          title={t('lobby.favorites.loadFailed')}
          error={favorites.error}
          isRetrying={favorites.isFetching}
          onRetry={() => void favorites.refetch()}
        />
      ) : favorites.data.length === 0 ? (
        <EmptyState
          title={t('lobby.favorites.emptyTitle')}
          description={t('lobby.favorites.emptyText')}
          action={
            <ButtonLink href={paths.home} variant="primary">
              {t('lobby.favorites.toLobby')}
            </ButtonLink>
          }
        />
      ) : (
        <GameList games={favorites.data} label={title} />
      )}
    </Page>
  );
}
