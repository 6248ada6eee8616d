import type { Tournament } from '@casino/api-contract';
import { EmptyState, Skeleton } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { Page } from '@/components/page';
import { PendingContent } from '@/components/pending-content';
import { paths } from '@/config/paths';
import { useContentLanguage } from '@/features/content';
import { useLoadStatus } from '@/lib/hooks/use-load-status';
import { tournamentsQuery, useTournaments } from '../api/get-tournaments';
import { TournamentCard } from './tournament-card';
import * as styles from './tournaments.css';

function TournamentGroup({
  id,
  title,
  items,
  emptyText,
}: {
  id: string;
  title: string;
  items: Tournament[];
  emptyText: string;
}) {
  return (
    <section aria-labelledby={id} className={styles.stack}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      {items.length === 0 ? (
        <p className={styles.note}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((tournament) => (
            <TournamentCard key={tournament.id} tournament={tournament} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** `/tournaments` (docs/product.md#tournaments): running and upcoming tournaments with prizes and leaderboards from the API. */
export function TournamentsPage() {
  const { t } = useTranslation();
  const lang = useContentLanguage();
  const tournaments = useTournaments();
  const load = useLoadStatus(tournaments, tournamentsQuery().queryKey);

  let body: React.ReactNode;
  if (tournaments.isPending) {
    body = (
      <PendingContent status={load}>
        <div className={styles.list} role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton height={320} />
          <Skeleton height={320} />
        </div>
      </PendingContent>
    );
  } else if (tournaments.isError) {
    body = (
      <LoadFailure
        title={t('content.tournaments.loadFailed')}
        error={tournaments.error}
        onRetry={() => void tournaments.refetch()}
        isRetrying={tournaments.isFetching}
      />
    );
  } else if (tournaments.data.length === 0) {
    body = <EmptyState title={t('content.tournaments.empty')} description={t('content.tournaments.emptyText')} />;
  } else {
    const current = tournaments.data.filter((item) => item.status === 'current');
    const upcoming = tournaments.data.filter((item) => item.status === 'upcoming');
    body = (
      <>
        <TournamentGroup
          id="tournaments-current"
          title={t('content.tournaments.current')}
          items={current}
          emptyText={t('content.tournaments.noCurrent')}
        />
        <TournamentGroup
          id="tournaments-upcoming"
          title={t('content.tournaments.upcoming')}
          items={upcoming}
          emptyText={t('content.tournaments.noUpcoming')}
        />
      </>
    );
  }

  return (
    <Page title={t('nav.tournaments')}>
      <div className={styles.stack}>
        <p className={styles.intro}>{t('content.tournaments.intro')}</p>
        {body}
        <p>
          <Link className={styles.link} to={paths.info(lang, 'tournaments')}>
            {t('content.tournaments.rulesLink')}
          </Link>
        </p>
      </div>
    </Page>
  );
}
