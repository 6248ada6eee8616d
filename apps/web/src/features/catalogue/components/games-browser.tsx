import { ButtonLink, EmptyState, GameGridSkeleton, Pagination, Skeleton } from '@casino/ui';
import { useDeferredValue, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { PendingContent } from '@/components/pending-content';
import { GAMES_PER_PAGE } from '@/config/constants';
import { paths } from '@/config/paths';
import { GameList } from '@/features/lobby';
import { useLoadStatus } from '@/lib/hooks/use-load-status';
import { moveToListStart } from '@/lib/list-start';
import { gamesPageQuery, useGamesPage } from '../api/list-games';
import { catalogueSearch, PAGE_PARAM, parsePageParam } from '../catalogue-params';
import type { GameCriteria } from '../game-filters';
import * as styles from './games-browser.css';

type Props = { criteria: GameCriteria; label: string };

/**
 * A paged grid of games with its count. Category and provider pages use numbered pages in the URL rather than
 * Load More: a player can share or bookmark page 3 of Slots, come back to it with Back, and jump to the end of a
 * long list; the search dialog, a quick look, appends with Load More (docs/product.md#dialogs-and-widgets).
 */
export function GamesBrowser({ criteria, label }: Props) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = parsePageParam(params.get(PAGE_PARAM));
  const games = useGamesPage(criteria, page);
  const load = useLoadStatus(games, gamesPageQuery(criteria, page).queryKey);
  const pageHref = (p: number) => `${pathname}${catalogueSearch(params, { page: p })}`;
  const browserRef = useRef<HTMLDivElement>(null);
  // The cards follow the answer a beat behind: an answer from the query store renders at once, in one task that
  // cannot yield, so the skeleton stays for that render and the cards come in a deferred one that React splits into
  // short tasks (docs/architecture.md#byte-budgets).
  const shown = useDeferredValue(games.data);

  if (games.isError)
    return (
      <LoadFailure
        title={t('lobby.catalogue.loadFailed')}
        error={games.error}
        isRetrying={games.isFetching}
        onRetry={() => void games.refetch()}
      />
    );
  if (shown === undefined)
    return (
      <PendingContent status={load}>
        <GamesBrowserSkeleton />
      </PendingContent>
    );

  const { items, pagination } = shown;
  if (items.length === 0) {
    const pastTheEnd = pagination.totalItems > 0;
    return (
      <EmptyState
        title={pastTheEnd ? t('lobby.catalogue.pastTheEnd') : t('lobby.catalogue.empty')}
        description={pastTheEnd ? undefined : t('lobby.catalogue.emptyHint')}
        action={
          <ButtonLink href={pastTheEnd ? pageHref(1) : paths.home} variant="secondary">
            {pastTheEnd ? t('lobby.catalogue.firstPage') : t('common.backHome')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div ref={browserRef} className={styles.browser} aria-busy={games.isPlaceholderData || undefined}>
      <p className={styles.count} aria-live="polite">
        {t('lobby.catalogue.count', { count: pagination.totalItems })}
      </p>
      <GameList games={items} label={label} />
      <Pagination
        currentPage={pagination.currentPage}
        totalPages={pagination.totalPages}
        getPageHref={pageHref}
        onPageChange={() => moveToListStart(browserRef.current)}
        label={t('lobby.catalogue.pages', { label })}
        previousLabel={t('lobby.catalogue.previous')}
        nextLabel={t('lobby.catalogue.next')}
        getPageLabel={(p) => t('lobby.catalogue.pageLabel', { page: p })}
      />
    </div>
  );
}

/**
 * The browser while its first page loads: the count line and a full page of cards, laid out as the loaded browser
 * is, so nothing on screen moves when the games arrive (CLS).
 */
export function GamesBrowserSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.browser}>
      <p className={styles.count}>
        <Skeleton variant="text" width="8rem" />
      </p>
      <GameGridSkeleton count={GAMES_PER_PAGE} label={t('common.loading')} />
    </div>
  );
}
