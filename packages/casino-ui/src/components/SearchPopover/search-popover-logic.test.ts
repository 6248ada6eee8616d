import { isSearchableTerm, moveActiveIndex } from './search-popover-logic';

describe('isSearchableTerm', () => {
  it.each([
    ['', 2, false],
    ['a', 2, false],
    [' a ', 2, false],
    ['ab', 2, true],
    ['  ab', 2, true],
    ['a', 1, true],
    ['abc', 4, false],
  ] as const)('%j with minimum %i → %s', (term, minChars, expected) => {
    expect(isSearchableTerm(term, minChars)).toBe(expected);
  });
});

describe('moveActiveIndex', () => {
  it.each([
    [-1, 1, 3, 0],
    [-1, -1, 3, 2],
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [-1, 1, 0, -1],
    [4, 1, 0, -1],
  ] as const)('from %i by %i among %i → %i', (current, step, count, expected) => {
    expect(moveActiveIndex(current, step, count)).toBe(expected);
  });
});
