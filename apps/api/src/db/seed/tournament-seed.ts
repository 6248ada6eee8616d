import { type Db, one, run, transaction } from '../sql';

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
  /** Minor units (USD cents), first place first. */
  prizes: number[];
  board: [nickname: string, points: number][];
};

/**
 * Two tournaments run all the time (a weekly and a daily one); two weekly ones never overlap (Tuesday–Wednesday and
 * Saturday–Sunday), so at any moment at least one of them is upcoming.
 */
export const TOURNAMENT_SEEDS: TournamentSeed[] = [
  {
    alias: 'weekly-slot-race',
    name: 'Weekly Slot Race',
    description: 'Seven days, every slot counts. The biggest win multipliers of the week share the prize pool.',
    gameCategory: 'slots',
    minBet: 50,
    anchorMs: MONDAY,
    periodMs: 7 * DAY_MS,
    durationMs: 7 * DAY_MS,
    prizes: [400_000, 250_000, 150_000, 120_000, 80_000],
    board: [
      ['LuckyLena', 48_250],
      ['SpinDoctor', 41_900],
      ['reelmaster77', 39_120],
      ['NorthStar', 30_400],
      ['ChipChaser', 27_860],
      ['MidnightMo', 22_300],
      ['GoldenGoose', 18_040],
      ['aurora_b', 12_510],
    ],
  },
  {
    alias: 'daily-spin-drop',
    name: 'Daily Spin Drop',
    description: 'A fresh leaderboard every day at midnight UTC. One great spin can be enough.',
    gameCategory: 'slots',
    minBet: 20,
    anchorMs: MONDAY,
    periodMs: DAY_MS,
    durationMs: DAY_MS,
    prizes: [100_000, 50_000, 25_000],
    board: [
      ['quickfingers', 9_800],
      ['LuckyLena', 8_150],
      ['Brightside', 6_020],
      ['NorthStar', 4_410],
      ['pennyplay', 2_990],
    ],
  },
  {
    alias: 'midweek-table-masters',
    name: 'Midweek Table Masters',
    description: 'Blackjack, roulette and baccarat, Tuesday to Wednesday. Points for every winning hand.',
    gameCategory: 'table',
    minBet: 100,
    anchorMs: MONDAY + DAY_MS,
    periodMs: 7 * DAY_MS,
    durationMs: 2 * DAY_MS,
    prizes: [150_000, 75_000, 25_000],
    board: [
      ['CardCounterCarl', 12_400],
      ['RedOrBlack', 10_250],
      ['DealerBuster', 8_730],
      ['Split_Aces', 5_100],
    ],
  },
  {
    alias: 'weekend-live-showdown',
    name: 'Weekend Live Showdown',
    description: 'Live dealer tables all weekend. The highest multipliers at live games win.',
    gameCategory: 'live',
    minBet: 100,
    anchorMs: MONDAY + 5 * DAY_MS,
    periodMs: 7 * DAY_MS,
    durationMs: 2 * DAY_MS,
    prizes: [300_000, 150_000, 75_000, 50_000, 25_000],
    board: [
      ['CasinoQueen', 22_800],
      ['HighHand', 19_950],
      ['RedOrBlack', 17_300],
      ['LiveWire', 11_050],
      ['GoldenGoose', 9_400],
      ['pennyplay', 3_120],
    ],
  },
];

/** Seeds the tournaments once, also into a database created before they existed. */
export function seedTournamentsIfEmpty(db: Db): void {
  if ((one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM tournaments')?.n ?? 0) > 0) return;
  transaction(db, () => {
    TOURNAMENT_SEEDS.forEach((t, index) => {
      const { lastId } = run(
        db,
        `INSERT INTO tournaments (alias, name, description, game_category, currency, min_bet, anchor_ms, period_ms,
           duration_ms, sort_order) VALUES (?, ?, ?, ?, 'USD', ?, ?, ?, ?, ?)`,
        t.alias,
        t.name,
        t.description,
        t.gameCategory,
        t.minBet,
        t.anchorMs,
        t.periodMs,
        t.durationMs,
        index,
      );
      t.prizes.forEach((amount, place) => {
        run(
          db,
          'INSERT INTO tournament_prizes (tournament_id, place, amount) VALUES (?, ?, ?)',
          lastId,
          place + 1,
          amount,
        );
      });
      t.board.forEach(([nickname, points], order) => {
        run(
          db,
          'INSERT INTO tournament_entries (tournament_id, nickname, points, reached_at_ms) VALUES (?, ?, ?, ?)',
          lastId,
          nickname,
          points,
          t.anchorMs + order,
        );
      });
    });
  });
}
