import { describe, expect, it } from 'vitest';
import { listStartScrollTop } from './list-start';

describe('listStartScrollTop', () => {
  it.each([
    [
      'a list whose top scrolled above the header comes back below it',
      { listTop: -800, scrollY: 2_000, headerBottom: 64 },
      1_120,
    ],
    ['a list far down, its top off the top of the screen', { listTop: -300, scrollY: 900, headerBottom: 64 }, 520],
    ['a list whose top is already in view stays where it is', { listTop: 300, scrollY: 500, headerBottom: 64 }, 500],
    ['never scrolls past the top of the page', { listTop: 10, scrollY: 20, headerBottom: 64 }, 0],
    ['without a sticky header, just the gap', { listTop: -100, scrollY: 400, headerBottom: 0 }, 284],
  ])('%s', (_, input, expected) => {
    expect(listStartScrollTop(input)).toBe(expected);
  });
});
