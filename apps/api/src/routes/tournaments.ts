import { endpoints, type LeaderboardEntry, type Tournament, type TournamentPrize } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import {
  LEADERBOARD_SIZE,
  listPrizes,
  listStandings,
  listTournamentRows,
  type Standing,
} from '../db/queries/tournaments';
import { okFor } from '../http/contract-answer';
import { optionalUser } from '../http/optional-user';
import { compareOccurrences, occurrenceAt } from '../services/tournament-schedule';

const entryAt = (standing: Standing, index: number, prizes: TournamentPrize[]): LeaderboardEntry => ({
  rank: index + 1,
  nickname: standing.nickname,
  points: standing.points,
  prize: prizes[index]?.amount ?? null,
});

export function tournamentsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(endpoints.tournaments.path, async (c) => {
    const now = deps.clock();
    const player = await optionalUser(c, deps);
    const occurrences = (await listTournamentRows(deps.db))
      .map((row) => ({ row, occurrence: occurrenceAt(row, now) }))
      .sort((a, b) => compareOccurrences(a.occurrence, b.occurrence));
    const tournaments: Tournament[] = [];
    for (const { row, occurrence } of occurrences) {
      const prizes = await listPrizes(deps.db, row.id);
      const startsAt = new Date(occurrence.startsAtMs).toISOString();
      const endsAt = new Date(occurrence.endsAtMs).toISOString();
      // An upcoming occurrence has no bets yet: its board opens when it starts.
      const standings =
        occurrence.status === 'current'
          ? await deps.standings.read(row.id, occurrence.startsAtMs, () =>
              listStandings(deps.db, row, { from: startsAt, until: endsAt }),
            )
          : [];
      const yourIndex = player ? standings.findIndex((s) => s.userId === player.id) : -1;
      const yours = standings[yourIndex];
      tournaments.push({
        id: row.id,
        alias: row.alias,
        name: row.name,
        description: row.description,
        gameCategory: row.gameCategory,
        status: occurrence.status,
        startsAt,
        endsAt,
        currency: row.currency,
        prizePool: prizes.reduce((sum, prize) => sum + prize.amount, 0),
        minBet: row.minBet,
        prizes,
        scoring: row.scoring,
        leaderboard: standings.slice(0, LEADERBOARD_SIZE).map((s, index) => entryAt(s, index, prizes)),
        you: yours ? entryAt(yours, yourIndex, prizes) : null,
      });
    }
    return okFor(c, 'tournaments', tournaments);
  });
  return app;
}
