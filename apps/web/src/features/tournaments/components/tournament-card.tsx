import type { Tournament } from '@casino/api-contract';
import { DateTime, Money, useLocaleFormat, VisuallyHidden } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import * as styles from './tournaments.css';

/** One tournament: facts, prizes and, while it runs, the leaderboard with the player's own place. */
export function TournamentCard({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const headingId = `tournament-${tournament.alias}`;
  const running = tournament.status === 'current';
  const format = useLocaleFormat();
  const money = (minorUnits: number) => <Money minorUnits={minorUnits} currency={tournament.currency} />;

  return (
    <li className={styles.card}>
      <article aria-labelledby={headingId} className={styles.stack}>
        <h3 id={headingId} className={styles.name}>
          {tournament.name}
        </h3>
        <p className={styles.description}>{tournament.description}</p>
        <dl className={styles.facts}>
          <dt className={styles.factLabel}>{t('content.tournaments.prizePool')}</dt>
          <dd className={styles.factValue}>{money(tournament.prizePool)}</dd>
          <dt className={styles.factLabel}>
            {running ? t('content.tournaments.endsAt') : t('content.tournaments.startsAt')}
          </dt>
          <dd className={styles.factValue}>
            <DateTime value={running ? tournament.endsAt : tournament.startsAt} />
          </dd>
          <dt className={styles.factLabel}>{t('content.tournaments.minBet')}</dt>
          <dd className={styles.factValue}>{money(tournament.minBet)}</dd>
          <dt className={styles.factLabel}>{t('content.tournaments.scoring')}</dt>
          <dd className={styles.factValue}>{t(`content.tournaments.scoringRule.${tournament.scoring}`)}</dd>
          <dt className={styles.factLabel}>{t('content.tournaments.games')}</dt>
          <dd className={styles.factValue}>
            <Link className={styles.link} to={paths.category(tournament.gameCategory)}>
              {t(`categories.${tournament.gameCategory}`, { defaultValue: tournament.gameCategory })}
            </Link>
          </dd>
        </dl>

        <table className={styles.table}>
          <caption className={styles.subTitle}>{`${t('content.tournaments.prizes')}: ${tournament.name}`}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {t('content.tournaments.place')}
              </th>
              <th scope="col" className={styles.numberCell}>
                {t('content.tournaments.prize')}
              </th>
            </tr>
          </thead>
          <tbody>
            {tournament.prizes.map((prize) => (
              <tr key={prize.place}>
                <td className={styles.cell}>{prize.place}</td>
                <td className={styles.numberCell}>{money(prize.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        {running && tournament.you ? (
          <p className={styles.yourPlace}>
            {t('content.tournaments.yourPlace', {
              rank: format.number(tournament.you.rank),
              points: format.number(tournament.you.points),
            })}
          </p>
        ) : null}

        {running ? (
          tournament.leaderboard.length > 0 ? (
            <table className={styles.table}>
              <caption className={styles.subTitle}>
                {t('content.tournaments.leaderboardCaption', { name: tournament.name })}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    {t('content.tournaments.rank')}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t('content.tournaments.player')}
                  </th>
                  <th scope="col" className={styles.numberCell}>
                    {t('content.tournaments.points')}
                  </th>
                  <th scope="col" className={styles.numberCell}>
                    {t('content.tournaments.prize')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {tournament.leaderboard.map((entry) => {
                  const yours = tournament.you?.rank === entry.rank;
                  return (
                    <tr key={entry.rank} className={yours ? styles.yourRow : undefined}>
                      <td className={styles.cell}>
                        {entry.rank}
                        {/* The row's weight and background mark it on screen; the words say it to a screen reader. */}
                        {yours ? <VisuallyHidden>{` ${t('content.tournaments.you')}`}</VisuallyHidden> : null}
                      </td>
                      <td className={styles.textCell}>{entry.nickname}</td>
                      <td className={styles.numberCell}>{format.number(entry.points)}</td>
                      <td className={styles.numberCell}>{entry.prize === null ? '—' : money(entry.prize)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : (
            <p className={styles.note}>{t('content.tournaments.noEntries')}</p>
          )
        ) : (
          <p className={styles.note}>{t('content.tournaments.leaderboardLater')}</p>
        )}
      </article>
    </li>
  );
}
