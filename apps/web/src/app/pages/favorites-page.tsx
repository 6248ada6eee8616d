import { Button, EmptyState, GameGridSkeleton } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import {
  AccountUnavailable,
  isLoggedIn,
  isSessionUnknown,
  useAuth,
  useModals,
  useSessionTrouble,
} from '@/features/auth';
import { favoritesQuery, useFavorites } from '@/features/favorites';
import { GameListPageContent } from '@/features/lobby';
import { useLoadStatus } from '@/lib/hooks/use-load-status';

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
      <GameListPageContent
        games={favorites}
        status={load}
        label={title}
        failedTitle={t('lobby.favorites.loadFailed')}
        emptyTitle={t('lobby.favorites.emptyTitle')}
        emptyText={t('lobby.favorites.emptyText')}
      />
    </Page>
  );
}
