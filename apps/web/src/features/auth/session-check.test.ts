import type { User } from '@casino/api-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { checkSession } from './session-check';

const player: User = { id: 1, login: 'demo', email: 'demo@casino.test', balance: 100, lang: 'en', currency: 'USD' };
const serverError = new ApiError({ kind: 'envelope', status: 500, message: 'boom', endpoint: 'me' });
const badGateway = new ApiError({ kind: 'http', status: 502, message: 'HTTP 502', endpoint: 'me' });
const timeout = new ApiError({ kind: 'timeout', status: 0, message: 'timed out', endpoint: 'me' });
const offline = new ApiError({ kind: 'network', status: 0, message: 'offline', endpoint: 'me' });
const malformed = new ApiError({ kind: 'malformed', status: 200, message: 'unreadable', endpoint: 'me' });
const unauthenticated = new ApiError({ kind: 'envelope', status: 401, message: 'Unauthenticated.', endpoint: 'me' });

type Step = User | null | ApiError;

/** A fetchUser answering `steps` in turn, and the waits asked for between them. */
function scripted(steps: Step[]) {
  const waits: number[] = [];
  let calls = 0;
  const fetchUser = async () => {
    const step = steps[Math.min(calls, steps.length - 1)];
    calls += 1;
    if (step instanceof ApiError) throw step;
    return step ?? null;
  };
  const wait = async (ms: number) => {
    waits.push(ms);
  };
  return { deps: { fetchUser, wait }, waits, calls: () => calls };
}

describe('checkSession: who is logged in, asked until the answer means something', () => {
  it.each<[string, Step[], { result: User | null | ApiError; calls: number; waits: number[] }]>([
    ['a player at once', [player], { result: player, calls: 1, waits: [] }],
    ['a visitor at once (401 after the refresh)', [null], { result: null, calls: 1, waits: [] }],
    ['a 500, then the player', [serverError, player], { result: player, calls: 2, waits: [1000] }],
    [
      'a timeout and offline, then a visitor',
      [timeout, offline, null],
      { result: null, calls: 3, waits: [1000, 2000] },
    ],
    ['an unreadable answer, then the player', [malformed, player], { result: player, calls: 2, waits: [1000] }],
    [
      '502 every time: 3 retries with backoff, then the last error',
      [badGateway],
      { result: badGateway, calls: 4, waits: [1000, 2000, 4000] },
    ],
    ['a 401 error is final at once', [unauthenticated], { result: unauthenticated, calls: 1, waits: [] }],
  ])('%s', async (_, steps, expected) => {
    const { deps, waits, calls } = scripted(steps);
    const result = await checkSession(new AbortController().signal, deps).catch((error: unknown) => error);
    expect(result).toBe(expected.result);
    expect(calls()).toBe(expected.calls);
    expect(waits).toEqual(expected.waits);
  });

  describe('with the real wait (fake clock)', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('waits out the backoff before asking again, and stops at once when aborted', async () => {
      const fetchUser = vi.fn(async () => {
        throw serverError;
      });
      const controller = new AbortController();
      const outcome = checkSession(controller.signal, { fetchUser }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(999);
      expect(fetchUser).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchUser).toHaveBeenCalledTimes(2);
      controller.abort(new Error('started over'));
      expect(await outcome).toEqual(new Error('started over'));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetchUser).toHaveBeenCalledTimes(2);
    });
  });
});
