import { formatGameCount, resultCount } from './search-dialog-logic';

describe('formatGameCount', () => {
  it.each([
    [0, '0 games'],
    [1, '1 game'],
    [2, '2 games'],
    [123, '123 games'],
    [1234, '1,234 games'],
  ])('%i → %s', (count, expected) => {
    expect(formatGameCount(count)).toBe(expected);
  });
});

describe('resultCount', () => {
  it.each([
    [undefined, 24, 24],
    [123, 24, 123],
    [24, 24, 24],
    // A total smaller than what is already shown is stale; the loaded games are the truth.
    [10, 24, 24],
    [Number.NaN, 24, 24],
  ])('total %s with %i loaded → %i', (total, loaded, expected) => {
    expect(resultCount(total, loaded)).toBe(expected);
  });
});
