import { endpoints, type Tournament } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { listLeaderboard, listPrizes, listTournamentRows } from '../db/queries/tournaments';
import { okFor } from '../http/contract-answer';
import { compareOccurrences, occurrenceAt } from '../services/tournament-schedule';

export function tournamentsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(endpoints.tournaments.path, (c) => {
    const now = deps.clock();
    const tournaments = listTournamentRows(deps.db)
      .map((row) => ({ row, occurrence: occurrenceAt(row, now) }))
      .sort((a, b) => compareOccurrences(a.occurrence, b.occurrence))
      .map(({ row, occurrence }): Tournament => {
        const prizes = listPrizes(deps.db, row.id);
        const leaderboard =
          occurrence.status === 'current'
            ? listLeaderboard(deps.db, row.id).map((entry, index) => ({
                ...entry,
                rank: index + 1,
                prize: prizes[index]?.amount ?? null,
              }))
            : [];
        return {
          id: row.id,
          alias: row.alias,
          name: row.name,
          description: row.description,
          gameCategory: row.gameCategory,
          status: occurrence.status,
          startsAt: new Date(occurrence.startsAtMs).toISOString(),
          endsAt: new Date(occurrence.endsAtMs).toISOString(),
          currency: row.currency,
          prizePool: prizes.reduce((sum, prize) => sum + prize.amount, 0),
          minBet: row.minBet,
          prizes,
          leaderboard,
        };
      });
    return okFor(c, 'tournaments', tournaments);
  });
  return app;
}
