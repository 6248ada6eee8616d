import { clampPage, normalizeTotalPages, type PaginationItem, paginationRange } from './pagination-logic';

/** Writes a range the way docs/product.md#dialogs-and-widgets describes it: `1 … 4 5 6 … 10`. */
const show = (items: PaginationItem[]) => items.map((item) => (item === 'ellipsis' ? '…' : item)).join(' ');

describe('paginationRange', () => {
  // Every total from 0 to 12 with every current page (docs/product.md#dialogs-and-widgets): full up to 5 pages, near the start while current ≤ 3,
  // near the end while current ≥ last − 2, the middle otherwise; nothing with 1 page or fewer.
  it.each([
    // current, total, shown
    [1, 0, ''],
    [1, 1, ''],
    [1, 2, '1 2'],
    [2, 2, '1 2'],
    [1, 3, '1 2 3'],
    [2, 3, '1 2 3'],
    [3, 3, '1 2 3'],
    [1, 4, '1 2 3 4'],
    [2, 4, '1 2 3 4'],
    [3, 4, '1 2 3 4'],
    [4, 4, '1 2 3 4'],
    [1, 5, '1 2 3 4 5'],
    [2, 5, '1 2 3 4 5'],
    [3, 5, '1 2 3 4 5'],
    [4, 5, '1 2 3 4 5'],
    [5, 5, '1 2 3 4 5'],
    [1, 6, '1 2 3 … 6'],
    [2, 6, '1 2 3 … 6'],
    [3, 6, '1 2 3 … 6'],
    [4, 6, '1 … 4 5 6'],
    [5, 6, '1 … 4 5 6'],
    [6, 6, '1 … 4 5 6'],
    [1, 7, '1 2 3 … 7'],
    [2, 7, '1 2 3 … 7'],
    [3, 7, '1 2 3 … 7'],
    [4, 7, '1 … 3 4 5 … 7'],
    [5, 7, '1 … 5 6 7'],
    [6, 7, '1 … 5 6 7'],
    [7, 7, '1 … 5 6 7'],
    [1, 8, '1 2 3 … 8'],
    [2, 8, '1 2 3 … 8'],
    [3, 8, '1 2 3 … 8'],
    [4, 8, '1 … 3 4 5 … 8'],
    [5, 8, '1 … 4 5 6 … 8'],
    [6, 8, '1 … 6 7 8'],
    [7, 8, '1 … 6 7 8'],
    [8, 8, '1 … 6 7 8'],
    [1, 9, '1 2 3 … 9'],
    [2, 9, '1 2 3 … 9'],
    [3, 9, '1 2 3 … 9'],
    [4, 9, '1 … 3 4 5 … 9'],
    [5, 9, '1 … 4 5 6 … 9'],
    [6, 9, '1 … 5 6 7 … 9'],
    [7, 9, '1 … 7 8 9'],
    [8, 9, '1 … 7 8 9'],
    [9, 9, '1 … 7 8 9'],
    [1, 10, '1 2 3 … 10'],
    [2, 10, '1 2 3 … 10'],
    [3, 10, '1 2 3 … 10'],
    [4, 10, '1 … 3 4 5 … 10'],
    [5, 10, '1 … 4 5 6 … 10'],
    [6, 10, '1 … 5 6 7 … 10'],
    [7, 10, '1 … 6 7 8 … 10'],
    [8, 10, '1 … 8 9 10'],
    [9, 10, '1 … 8 9 10'],
    [10, 10, '1 … 8 9 10'],
    [1, 11, '1 2 3 … 11'],
    [2, 11, '1 2 3 … 11'],
    [3, 11, '1 2 3 … 11'],
    [4, 11, '1 … 3 4 5 … 11'],
    [5, 11, '1 … 4 5 6 … 11'],
    [6, 11, '1 … 5 6 7 … 11'],
    [7, 11, '1 … 6 7 8 … 11'],
    [8, 11, '1 … 7 8 9 … 11'],
    [9, 11, '1 … 9 10 11'],
    [10, 11, '1 … 9 10 11'],
    [11, 11, '1 … 9 10 11'],
    [1, 12, '1 2 3 … 12'],
    [2, 12, '1 2 3 … 12'],
    [3, 12, '1 2 3 … 12'],
    [4, 12, '1 … 3 4 5 … 12'],
    [5, 12, '1 … 4 5 6 … 12'],
    [6, 12, '1 … 5 6 7 … 12'],
    [7, 12, '1 … 6 7 8 … 12'],
    [8, 12, '1 … 7 8 9 … 12'],
    [9, 12, '1 … 8 9 10 … 12'],
    [10, 12, '1 … 10 11 12'],
    [11, 12, '1 … 10 11 12'],
    [12, 12, '1 … 10 11 12'],
  ])('page %i of %i shows "%s"', (current, total, shown) => {
    expect(show(paginationRange(current, total))).toBe(shown);
  });

  it.each([
    // current, total, shown: a current page outside 1..total is clamped first
    [0, 10, '1 2 3 … 10'],
    [-4, 10, '1 2 3 … 10'],
    [11, 10, '1 … 8 9 10'],
    [999, 12, '1 … 10 11 12'],
    [Number.NaN, 12, '1 2 3 … 12'],
    [Number.POSITIVE_INFINITY, 12, '1 2 3 … 12'],
    [5.7, 10, '1 … 4 5 6 … 10'],
    [3, 0, ''],
    [3, -2, ''],
    [1, Number.NaN, ''],
    [1, Number.POSITIVE_INFINITY, ''],
    [2, 6.9, '1 2 3 … 6'],
  ])('clamps page %s of %s to show "%s"', (current, total, shown) => {
    expect(show(paginationRange(current, total))).toBe(shown);
  });

  it('for every total up to 40 and every page, shows the first, last and current page in order and never more than 7 slots', () => {
    for (let total = 2; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const items = paginationRange(current, total);
        const pages = items.filter((item): item is number => item !== 'ellipsis');
        expect(items.length).toBeLessThanOrEqual(7);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toContain(current);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
        // A gap always stands for at least one hidden page, and two gaps are never side by side.
        items.forEach((item, index) => {
          if (item !== 'ellipsis') return;
          const before = items[index - 1];
          const after = items[index + 1];
          expect(typeof before === 'number' && typeof after === 'number' && after - before > 1).toBe(true);
        });
      }
    }
  });
});

describe('clampPage', () => {
  it.each([
    [1, 10, 1],
    [10, 10, 10],
    [0, 10, 1],
    [11, 10, 10],
    [2.9, 10, 2],
    [Number.NaN, 10, 1],
    [5, 0, 1],
  ])('clamps page %s of %s to %s', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });
});

describe('normalizeTotalPages', () => {
  it.each([
    [0, 0],
    [3, 3],
    [3.9, 3],
    [-1, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('reads %s pages as %s', (total, expected) => {
    expect(normalizeTotalPages(total)).toBe(expected);
  });
});
