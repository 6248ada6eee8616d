import { Skeleton } from '@casino/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { NotFound } from '@/components/not-found';
import { Page } from '@/components/page';
import { PendingContent } from '@/components/pending-content';
import { paths } from '@/config/paths';
import { FavoriteButton } from '@/features/favorites';
import { gameQuery, useGame } from '@/features/lobby';
import { isApiError } from '@/lib/api/api-error';
import { releaseBootArtwork } from '@/lib/document/boot-artwork';
import { GAME_ARTWORK_SLOT_ATTRIBUTE, GAME_NAME_SLOT_ATTRIBUTE } from '@/lib/document/boot-attributes';
import { gameImageUrl } from '@/lib/game-image';
import { useLoadStatus } from '@/lib/hooks/use-load-status';
import { GameLauncher } from './game-launcher';
import * as styles from './game-page.css';

/** Heights of casino-ui's Button: `md` (the favourite button, square) and `lg` (Play and Demo). */
const ICON_BUTTON_PX = 40;
const LAUNCH_BUTTON_PX = 48;
/** The placeholder the document's boot script paints an inlined game's artwork into (app/document/boot/boot.ts). */
const artworkSlot = { [GAME_ARTWORK_SLOT_ATTRIBUTE]: '' };
/** The heading it writes that game's name into. */
const nameSlot = { [GAME_NAME_SLOT_ATTRIBUTE]: '' } as const;

export function GamePage() {
  const { alias = '' } = useParams();
  const { t } = useTranslation();
  const game = useGame(alias);
  const load = useLoadStatus(game, gameQuery(alias).queryKey);
  const shown = game.data !== undefined;
  useEffect(() => {
    if (shown) releaseBootArtwork();
  }, [shown]);
  useEffect(() => () => releaseBootArtwork(), []);

  if (game.isPending)
    return (
      // Shaped like the loaded page (favourite button, artwork, facts, launcher) so nothing below it moves when the
      // game arrives: the footer sits in a phone's first screen here (docs/architecture.md#byte-budgets, CLS).
      <Page
        title={t('pages.game')}
        headingSlot={nameSlot}
        actions={<Skeleton variant="block" width={ICON_BUTTON_PX} height={ICON_BUTTON_PX} />}
      >
        <PendingContent status={load}>
          <div className={styles.layout} role="status" aria-label={t('common.loading')}>
            <span className={styles.artworkSlot} {...artworkSlot}>
              <Skeleton variant="block" width="240px" height="320px" />
            </span>
            <div className={styles.details}>
              <dl className={styles.facts}>
                <dt>{t('lobby.game.provider')}</dt>
                <dd>
                  <Skeleton variant="text" width="8rem" />
                </dd>
                <dt>{t('pages.categories')}</dt>
                <dd>
                  <Skeleton variant="text" width="10rem" />
                </dd>
              </dl>
              <Skeleton variant="block" width="12rem" height={LAUNCH_BUTTON_PX} />
            </div>
          </div>
        </PendingContent>
      </Page>
    );
  if (game.isError) {
    if (isApiError(game.error) && game.error.status === 404) return <NotFound title={t('pages.gameNotFound')} />;
    return (
      <Page title={t('pages.game')}>
        <LoadFailure
          title={t('pages.loadGameFailed')}
          error={game.error}
          isRetrying={game.isFetching}
          onRetry={() => void game.refetch()}
        />
      </Page>
    );
  }
  const { name, provider, image, categories } = game.data;
  return (
    <Page title={name} actions={<FavoriteButton game={game.data} size="md" />}>
      <div className={styles.layout}>
        <img className={styles.image} src={gameImageUrl(image)} alt="" width={300} height={400} fetchPriority="high" />
        <div className={styles.details}>
          <dl className={styles.facts}>
            <dt>{t('lobby.game.provider')}</dt>
            <dd>
              <Link to={`${paths.providers}?provider=${encodeURIComponent(provider)}`}>{provider}</Link>
            </dd>
            <dt>{t('pages.categories')}</dt>
            <dd>
              <ul className={styles.categories}>
                {categories.map((c) => (
                  <li key={c.id}>
                    <Link to={paths.category(c.alias)}>{c.name}</Link>
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
          <GameLauncher game={game.data} />
        </div>
      </div>
    </Page>
  );
}
