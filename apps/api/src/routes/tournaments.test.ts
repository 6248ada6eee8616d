import type { Tournament } from '@casino/api-contract';
import { tournamentSchema } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { TOURNAMENT_SEEDS } from '../db/seed/tournament-seed';
import { createTestApp } from '../testing/test-app';

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
        expect(t.leaderboard.length).toBeGreaterThan(0);
      }
      for (const t of upcoming) {
        expect(Date.parse(t.startsAt)).toBeGreaterThan(now);
        expect(t.leaderboard).toEqual([]);
      }
      clock.advance(DAY);
    }
  });

  it('ranks the board by points and pays the prize of each paid place', async () => {
    const list = (await createTestApp().browser().get<Tournament[]>('/api/tournaments')).body.data;
    const race = list.find((t) => t.alias === 'weekly-slot-race');
    expect(race?.status).toBe('current');
    expect(race?.prizePool).toBe(1_000_000);
    expect(race?.leaderboard.slice(0, 2)).toEqual([
      { rank: 1, nickname: 'LuckyLena', points: 48_250, prize: 400_000 },
      { rank: 2, nickname: 'SpinDoctor', points: 41_900, prize: 250_000 },
    ]);
    expect(race?.leaderboard.at(-1)).toMatchObject({ rank: 8, prize: null });
  });
});
