import { Button, ButtonLink, EmptyState, ErrorState, GameGridSkeleton } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/auth-context';
import { isLoggedIn } from '../../features/auth/auth-state';
import { useModals } from '../../features/auth/modals';
import { useFavorites } from '../../features/favorites/api/favorites';
import { Page } from '../../features/layout/page';
import { GameList } from '../../features/lobby/components/game-list';
import { errorMessage } from '../../lib/api-error';

/** `/favorites`: the player's favourite games; a visitor is asked to log in, an empty list points to the lobby. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const { open } = useModals();
  const favorites = useFavorites();
  const title = t('pages.favorites');

  if (auth.status === 'idle' || auth.status === 'loading')
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
        <GameGridSkeleton count={6} label={t('common.loading')} />
      ) : favorites.isError ? (
        <ErrorState
          title={t('lobby.favorites.loadFailed')}
          message={errorMessage(favorites.error, t('common.somethingWentWrong'))}
          retryLabel={t('common.tryAgain')}
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
