import type { TournamentScoring } from '@casino/api-contract';
import { type Database, type Db, one, run } from '../sql';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A Monday, 00:00 UTC: weekly tournaments turn over at the start of the week. */
const MONDAY = Date.parse('2026-01-05T00:00:00.000Z');

type TournamentSeed = {
  alias: string;
  name: string;
  description: string;
  gameCategory: string;
  minBet: number;
  anchorMs: number;
  periodMs: number;
  durationMs: number;
  scoring: TournamentScoring;
  /** Minor units (USD cents), first place first. */
  prizes: number[];
};

/**
 * Two tournaments run all the time (a weekly and a daily one); two weekly ones never overlap (Tuesday–Wednesday and
 * Saturday–Sunday), so at any moment at least one of them is upcoming.
 */
export const TOURNAMENT_SEEDS: TournamentSeed[] = [
  {
    alias: 'weekly-slot-race',
    scoring: 'best-multiplier',
    name: 'Weekly Slot Race',
    description: 'Seven days, every slot counts. The biggest win multipliers of the week share the prize pool.',
    gameCategory: 'slots',
    minBet: 50,
    anchorMs: MONDAY,
    periodMs: 7 * DAY_MS,
    durationMs: 7 * DAY_MS,
    prizes: [400_000, 250_000, 150_000, 120_000, 80_000],
  },
  {
    alias: 'daily-spin-drop',
    scoring: 'best-multiplier',
    name: 'Daily Spin Drop',
    description: 'A fresh leaderboard every day at midnight UTC. One great spin can be enough.',
    gameCategory: 'slots',
    minBet: 20,
    anchorMs: MONDAY,
    periodMs: DAY_MS,
    durationMs: DAY_MS,
    prizes: [100_000, 50_000, 25_000],
  },
  {
    alias: 'midweek-table-masters',
    scoring: 'winning-bets',
    name: 'Midweek Table Masters',
    description: 'Blackjack, roulette and baccarat, Tuesday to Wednesday. Points for every winning hand.',
    gameCategory: 'table',
    minBet: 100,
    anchorMs: MONDAY + DAY_MS,
    periodMs: 7 * DAY_MS,
    durationMs: 2 * DAY_MS,
    prizes: [150_000, 75_000, 25_000],
  },
  {
    alias: 'weekend-live-showdown',
    scoring: 'best-multiplier',
    name: 'Weekend Live Showdown',
    description: 'Live dealer tables all weekend. The highest multipliers at live games win.',
    gameCategory: 'live',
    minBet: 100,
    anchorMs: MONDAY + 5 * DAY_MS,
    periodMs: 7 * DAY_MS,
    durationMs: 2 * DAY_MS,
    prizes: [300_000, 150_000, 75_000, 50_000, 25_000],
  },
];

/** Seeds the tournaments once, also into a database created before they existed. */
export async function seedTournamentsIfEmpty(db: Database): Promise<void> {
  const seeded = async (on: Db) =>
    ((await one<{ n: number }>(on, 'SELECT COUNT(*) AS n FROM tournaments'))?.n ?? 0) > 0;
  if (await seeded(db)) return;
  await db.exclusive(async (tx) => {
    // Again under the one-time lock: another API process may have seeded them meanwhile.
    if (await seeded(tx)) return;
    for (const [index, t] of TOURNAMENT_SEEDS.entries()) {
      const { lastId } = await run(
        tx,
        `INSERT INTO tournaments (alias, name, description, game_category, currency, min_bet, anchor_ms, period_ms,
           duration_ms, sort_order, scoring) VALUES (?, ?, ?, ?, 'USD', ?, ?, ?, ?, ?, ?)`,
        t.alias,
        t.name,
        t.description,
        t.gameCategory,
        t.minBet,
        t.anchorMs,
        t.periodMs,
        t.durationMs,
        index,
        t.scoring,
      );
      for (const [place, amount] of t.prizes.entries()) {
        await run(
          tx,
          'INSERT INTO tournament_prizes (tournament_id, place, amount) VALUES (?, ?, ?)',
          lastId,
          place + 1,
          amount,
        );
      }
    }
  });
}
