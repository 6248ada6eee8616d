import { describe, expect, it } from 'vitest';
import { compareOccurrences, type Occurrence, occurrenceAt } from './tournament-schedule';

const H = 60 * 60 * 1000;
const weekendOnly = { anchorMs: 100 * H, periodMs: 168 * H, durationMs: 48 * H };

describe('occurrenceAt', () => {
  it.each([
    ['at the anchor', 100 * H, 'current', 100 * H, 148 * H],
    ['just before the end', 148 * H - 1, 'current', 100 * H, 148 * H],
    ['at the end', 148 * H, 'upcoming', 268 * H, 316 * H],
    ['a period later', 268 * H + 5, 'current', 268 * H, 316 * H],
    ['before the anchor, outside an occurrence', 90 * H, 'upcoming', 100 * H, 148 * H],
    ['before the anchor, inside an earlier occurrence', 100 * H - 168 * H + 1, 'current', -68 * H, -20 * H],
  ] as const)('%s', (_, now, status, startsAtMs, endsAtMs) => {
    expect(occurrenceAt(weekendOnly, now)).toEqual({ status, startsAtMs, endsAtMs });
  });

  it('a tournament as long as its period is always running', () => {
    const always = { anchorMs: 0, periodMs: 24 * H, durationMs: 24 * H };
    for (const now of [0, 1, 23 * H, 24 * H, 1000 * H + 7]) expect(occurrenceAt(always, now).status).toBe('current');
  });
});

describe('compareOccurrences', () => {
  const o = (status: Occurrence['status'], startsAtMs: number, endsAtMs: number): Occurrence => ({
    status,
    startsAtMs,
    endsAtMs,
  });
  it('puts running ones first, ending soonest, then upcoming ones, starting soonest', () => {
    const list = [o('upcoming', 50, 60), o('current', 0, 30), o('upcoming', 40, 90), o('current', 0, 20)];
    expect(list.sort(compareOccurrences)).toEqual([
      o('current', 0, 20),
      o('current', 0, 30),
      o('upcoming', 40, 90),
      o('upcoming', 50, 60),
    ]);
  });
});
