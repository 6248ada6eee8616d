import { CAROUSEL_BREAKPOINTS, carouselItems, DEFAULT_CAROUSEL_MAX_ITEMS } from './game-carousel-logic';

const games = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** Shape of the result: the game ids, then `S` for the "See All" card. */
const shape = (items: ReturnType<typeof carouselItems<number>>) =>
  items.map((item) => (item.type === 'game' ? item.game : 'S'));

describe('carouselItems', () => {
  it.each([
    { count: 20, maxItems: undefined, expected: [...games(15), 'S'], why: 'default 16 items: 15 games and See All' },
    { count: 15, maxItems: 16, expected: [...games(15), 'S'], why: 'exactly enough games' },
    { count: 3, maxItems: 16, expected: [1, 2, 3, 'S'], why: 'fewer games than room' },
    { count: 0, maxItems: 16, expected: ['S'], why: 'no games still leads to the full list' },
    { count: 10, maxItems: 5, expected: [1, 2, 3, 4, 'S'], why: 'a smaller limit' },
    { count: 10, maxItems: 1, expected: ['S'], why: 'room for the card only' },
    { count: 10, maxItems: 0, expected: ['S'], why: 'below 1 keeps the card' },
    { count: 10, maxItems: -3, expected: ['S'], why: 'negative keeps the card' },
    { count: 10, maxItems: 4.8, expected: [1, 2, 3, 'S'], why: 'fractions round down' },
    { count: 20, maxItems: Number.NaN, expected: [...games(15), 'S'], why: 'not a number falls back to 16' },
  ])('$why (games $count, maxItems $maxItems)', ({ count, maxItems, expected }) => {
    expect(shape(carouselItems(games(count), maxItems))).toEqual(expected);
  });

  it('keeps the default of 16 items and the breakpoints in ascending order', () => {
    expect(DEFAULT_CAROUSEL_MAX_ITEMS).toBe(16);
    expect(CAROUSEL_BREAKPOINTS.sm).toBeLessThan(CAROUSEL_BREAKPOINTS.md);
    expect(CAROUSEL_BREAKPOINTS.md).toBeLessThan(CAROUSEL_BREAKPOINTS.lg);
  });
});
