import type { Tournament } from '@casino/api-contract';
import { EmptyState, ErrorState, Skeleton } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useContentLanguage } from '../../content/use-content-language';
import { Page } from '../../layout/page';
import { useTournaments } from '../api/get-tournaments';
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

/** Spec §2 `/tournaments`: running and upcoming tournaments with prizes and leaderboards from the API. */
export function TournamentsPage() {
  const { t } = useTranslation();
  const lang = useContentLanguage();
  const tournaments = useTournaments();

  let body: React.ReactNode;
  if (tournaments.isPending) {
    body = (
      <div className={styles.list} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={320} />
        <Skeleton height={320} />
      </div>
    );
  } else if (tournaments.isError) {
    body = (
      <ErrorState
        title={t('content.tournaments.loadFailed')}
        message={errorMessage(tournaments.error, t('common.somethingWentWrong'))}
        retryLabel={t('common.tryAgain')}
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
