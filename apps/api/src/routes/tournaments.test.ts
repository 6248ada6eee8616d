import type { Tournament } from '@casino/api-contract';
import { tournamentSchema } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { postLedgerEntry } from '../db/queries/ledger';
import { LEADERBOARD_SIZE } from '../db/queries/tournaments';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { TOURNAMENT_SEEDS } from '../db/seed/tournament-seed';
import { one, transaction } from '../db/sql';
import { expectLedgerMatchesBalances } from '../testing/ledger-invariant';
import { recordTestSpin } from '../testing/record-test-spin';
import { validSignUp } from '../testing/sign-up-fixtures';
import { createTestApp } from '../testing/test-app';
import { fundedPlayer, spinUrlFor } from '../testing/two-processes';

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/tournaments', () => {
  it('given any day of a week, then some tournaments are running with a leaderboard and some are upcoming', async () => {
    const { clock, browser } = createTestApp();
    const b = browser();
    for (let day = 0; day < 7; day += 1) {
      const answer = await b.get<Tournament[]>('/api/tournaments');
      expect(answer.status).toBe(200);
      const list = answer.body.data.map((t) => tournamentSchema.parse(t));
      expect(list).toHaveLength(TOURNAMENT_SEEDS.length);
      const current = list.filter((t) => t.status === 'current');
      const upcoming = list.filter((t) => t.status === 'upcoming');
      expect(current.length).toBeGreaterThanOrEqual(2);
      expect(upcoming.length).toBeGreaterThanOrEqual(1);
      // Running ones come first.
      expect(list.slice(0, current.length).every((t) => t.status === 'current')).toBe(true);
      const now = clock.now();
      for (const t of current) {
        expect(Date.parse(t.startsAt)).toBeLessThanOrEqual(now);
        expect(Date.parse(t.endsAt)).toBeGreaterThan(now);
        // A visitor has no place of their own; the board holds whoever bet (the seeded demo player's history).
        expect(t.leaderboard.map((e) => e.rank)).toEqual(t.leaderboard.map((_, i) => i + 1));
        expect(t.you).toBeNull();
      }
      for (const t of upcoming) {
        expect(Date.parse(t.startsAt)).toBeGreaterThan(now);
        expect(t.leaderboard).toEqual([]);
      }
      clock.advance(DAY);
    }
  });
});

/** Players with money, and bets placed through the ledger at chosen times, stakes and wins. */
function tournamentWorld() {
  const world = createTestApp();
  const { db } = world;
  const gameOf = async (category: string) => {
    const game = await one<{ id: number; name: string }>(
      db,
      `SELECT g.id, g.name FROM games g JOIN game_categories gc ON gc.game_id = g.id
       JOIN categories c ON c.id = gc.category_id WHERE c.alias = ? ORDER BY g.id LIMIT 1`,
      category,
    );
    if (!game) throw new Error(`the seed has a ${category} game`);
    return game;
  };
  let players = 0;
  const player = async (currency = 'USD') => {
    players += 1;
    const signUp = { ...validSignUp(`t${players}`), country: 'US', currency };
    const browser = world.browser();
    expect((await browser.post('/api/auth/register', signUp)).status).toBe(200);
    const id = (await one<{ id: number }>(db, 'SELECT id FROM users WHERE login = ?', signUp.login))?.id ?? 0;
    await transaction(db, async (tx) => {
      await postLedgerEntry(tx, {
        userId: id,
        type: 'deposit',
        amount: 1_000_00,
        currency,
        status: 'completed',
        description: 'Test funds',
        at: '2026-11-01T00:00:00.000Z', // before every bet of these tests
      });
    });
    const bet = async (category: string, stake: number, win: number, at: string) => {
      const game = await gameOf(category);
      await transaction(db, async (tx) => {
        await recordTestSpin(tx, {
          userId: id,
          gameId: game.id,
          gameName: game.name,
          stake,
          win,
          currency,
          at,
          contributionPercent: 0,
        });
      });
    };
    return { login: signUp.login, browser, bet };
  };
  const board = async (alias: string, as = world.browser()) => {
    const list = (await as.get<Tournament[]>('/api/tournaments')).body.data;
    const found = list.find((t) => t.alias === alias);
    if (!found) throw new Error(`no tournament ${alias}`);
    return found;
  };
  return { ...world, player, board };
}

describe('leaderboards from real bets', () => {
  // SEED_NOW is Friday 2026-11-20 12:00 UTC: the Weekly Slot Race runs Monday 16th to Monday 23rd.
  const DURING = '2026-11-18T10:00:00.000Z';
  const LATER = '2026-11-19T10:00:00.000Z';
  const BEFORE = '2026-11-15T23:59:59.000Z';
  it('ranks players by their best win multiplier in the window; ties go to whoever reached the score first', async () => {
    const world = tournamentWorld();
    const ann = await world.player();
    const bob = await world.player();
    const cid = await world.player();
    const dan = await world.player();
    const eve = await world.player();
    const fay = await world.player('EUR');
    await ann.bet('slots', 100, 1_250, LATER);
    await bob.bet('slots', 100, 300, DURING);
    await bob.bet('slots', 200, 2_500, '2026-11-19T11:00:00.000Z');
    await cid.bet('slots', 100, 0, DURING);
    await dan.bet('slots', 10, 10_000, DURING); // under the 0.50 minimum bet
    await eve.bet('slots', 100, 10_000, BEFORE); // before this week's race started
    await fay.bet('slots', 100, 10_000, DURING); // in another currency than the race's
    await eve.bet('table', 100, 10_000, DURING); // not a slot

    const race = await world.board('weekly-slot-race');
    expect(race.scoring).toBe('best-multiplier');
    // The seeded demo player's history (wins up to 10×) also counts: it ranks between those who beat it and Cid.
    expect(race.leaderboard.slice(0, 2)).toEqual([
      { rank: 1, nickname: ann.login, points: 1_250, prize: 400_000 },
      { rank: 2, nickname: bob.login, points: 1_250, prize: 250_000 },
    ]);
    const ours = race.leaderboard.filter((e) => e.nickname !== DEMO_PLAYER.login);
    expect(ours.map((e) => [e.nickname, e.points])).toEqual([
      [ann.login, 1_250],
      [bob.login, 1_250],
      [cid.login, 0],
    ]);
    expect(race.leaderboard.map((e) => e.rank)).toEqual(race.leaderboard.map((_, i) => i + 1));
    expect(race.you).toBeNull();
    expect((await world.board('weekly-slot-race', cid.browser)).you).toEqual(ours[2]);
    expect((await world.board('weekly-slot-race', dan.browser)).you).toBeNull();
    await expectLedgerMatchesBalances(world.db);
  });

  it('shows the top ten, and a player below them their own place', async () => {
    const world = tournamentWorld();
    const players = [];
    for (let i = 0; i < LEADERBOARD_SIZE + 2; i += 1) {
      const p = await world.player();
      // From 23× down to 12×: all above the seeded demo player's best (10×).
      await p.bet('slots', 100, 100 * (23 - i), DURING);
      players.push(p);
    }
    const last = players.at(-1);
    if (!last) throw new Error('players');
    const race = await world.board('weekly-slot-race', last.browser);
    expect(race.leaderboard.map((e) => e.rank)).toEqual(Array.from({ length: LEADERBOARD_SIZE }, (_, i) => i + 1));
    expect(race.you).toEqual({ rank: LEADERBOARD_SIZE + 2, nickname: last.login, points: 1_200, prize: null });
  });

  it('scores 100 points per winning bet where the tournament counts winning hands', async () => {
    const world = tournamentWorld();
    // Tuesday 24th: Midweek Table Masters runs Tuesday to Wednesday.
    world.clock.advance(4 * DAY);
    const tuesday = '2026-11-24T08:00:00.000Z';
    const ann = await world.player();
    const bob = await world.player();
    for (const win of [300, 0, 250, 150]) await ann.bet('table', 100, win, tuesday);
    await bob.bet('table', 100, 100, tuesday); // stake back: no win
    await bob.bet('table', 100, 5_000, '2026-11-24T09:00:00.000Z');
    const masters = await world.board('midweek-table-masters', bob.browser);
    expect(masters.status).toBe('current');
    expect(masters.scoring).toBe('winning-bets');
    expect(masters.leaderboard).toEqual([
      { rank: 1, nickname: ann.login, points: 300, prize: 150_000 },
      { rank: 2, nickname: bob.login, points: 100, prize: 75_000 },
    ]);
    expect(masters.you).toEqual(masters.leaderboard[1]);
  });
});

describe('standings summed every few seconds, not for every request', () => {
  it('a player who has just spun here finds their place at once; a bet another process took waits for the next sum', async () => {
    const world = createTestApp({ config: { standingsRefreshMs: 60_000 } });
    const player = await fundedPlayer(world);
    const race = async () =>
      (await player.browser.get<Tournament[]>('/api/tournaments')).body.data.find(
        (t) => t.alias === 'weekly-slot-race',
      );
    expect((await race())?.you).toBeNull();

    // A bet written straight to the database stands for one another process took: this process's sum is kept.
    const slot = await one<{ id: number; name: string }>(
      world.db,
      "SELECT id, name FROM games WHERE alias = 'phantom-riches'",
    );
    await transaction(world.db, (tx) =>
      recordTestSpin(tx, {
        userId: player.id,
        gameId: slot?.id ?? 0,
        gameName: slot?.name ?? '',
        stake: 500,
        win: 0,
        currency: 'USD',
        at: new Date(world.clock.now()).toISOString(),
        contributionPercent: 0,
      }),
    );
    expect((await race())?.you).toBeNull();

    // A spin through this process: the next read sums again.
    const spin = await player.browser.post(await spinUrlFor(world, player.browser), { stake: 500 });
    expect(spin.status).toBe(200);
    expect((await race())?.you).toMatchObject({ nickname: expect.any(String) });
  });
});
