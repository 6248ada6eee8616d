import type { Game } from '@casino/api-contract';
import { RECENT_GAMES_LIMIT } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { parseVisitorRecent, withRecentGame } from './visitor-recent';

const game = (id: number): Game => ({
  id,
  alias: `game-${id}`,
  name: `Game ${id}`,
  provider: 'NetEnt',
  categories: [],
  image: `games/game-${id}.svg`,
});

describe('parseVisitorRecent', () => {
  it.each([
    { scenario: 'nothing stored', raw: null, expected: [] },
    { scenario: 'not JSON', raw: '{oops', expected: [] },
    { scenario: 'not a list of games', raw: '[{"id":"x"}]', expected: [] },
    { scenario: 'not a list', raw: '{"id":1}', expected: [] },
    { scenario: 'a stored list', raw: JSON.stringify([game(1), game(2)]), expected: [game(1), game(2)] },
  ])('given $scenario, then it reads $expected.length games', async ({ raw, expected }) => {
    await expect(parseVisitorRecent(raw)).resolves.toEqual(expected);
  });
});

describe('withRecentGame', () => {
  it('puts the launched game first without repeating it', () => {
    expect(withRecentGame([game(1), game(2), game(3)], game(2)).map((g) => g.id)).toEqual([2, 1, 3]);
  });

  it('keeps at most the limit', () => {
    const full = Array.from({ length: RECENT_GAMES_LIMIT }, (_, i) => game(i + 1));
    const next = withRecentGame(full, game(99));
    expect(next).toHaveLength(RECENT_GAMES_LIMIT);
    expect(next[0]?.id).toBe(99);
    expect(next.at(-1)?.id).toBe(RECENT_GAMES_LIMIT - 1);
  });
});
