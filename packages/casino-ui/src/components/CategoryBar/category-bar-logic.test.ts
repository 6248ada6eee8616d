import { Gamepad2, LayoutGrid } from 'lucide-react';
import { categoryIconKey, DEFAULT_CATEGORY_ICON, publicCategories, rovingFocusIndex } from './category-bar-logic';
import { categoryIcon, categoryIconNames, categoryIcons } from './category-icons';

const category = (id: number, is_public: 0 | 1) => ({ id, alias: `c${id}`, name: `C${id}`, img: null, is_public });

describe('publicCategories', () => {
  it.each([
    { input: [], expected: [], why: 'no categories' },
    { input: [category(1, 1), category(2, 0), category(3, 1)], expected: [1, 3], why: 'drops the non-public' },
    { input: [category(1, 0), category(2, 0)], expected: [], why: 'none public' },
    { input: [category(3, 1), category(1, 1)], expected: [3, 1], why: "keeps the server's order" },
  ])('$why', ({ input, expected }) => {
    expect(publicCategories(input).map((c) => c.id)).toEqual(expected);
  });
});

describe('categoryIconKey', () => {
  it.each([
    [null, DEFAULT_CATEGORY_ICON],
    [undefined, DEFAULT_CATEGORY_ICON],
    ['', DEFAULT_CATEGORY_ICON],
    ['   ', DEFAULT_CATEGORY_ICON],
    ['flame', 'flame'],
    ['circle-dot', 'circle-dot'],
    ['CircleDot', 'circle-dot'],
    ['Gamepad2', 'gamepad-2'],
    ['gamepad2', 'gamepad-2'],
    [' Layout_Grid ', 'layout-grid'],
    ['rotate-3d', 'rotate-3d'],
  ])('%j → %s', (name, expected) => {
    expect(categoryIconKey(name)).toBe(expected);
  });
});

describe('categoryIcon', () => {
  it.each([
    ['layout-grid', LayoutGrid],
    ['LayoutGrid', LayoutGrid],
    ['gamepad-2', Gamepad2],
    [null, Gamepad2],
    ['no-such-icon', Gamepad2],
    // A real lucide icon the product does not register is not bundled, so it falls back too.
    ['rotate-3d', Gamepad2],
    ['constructor', Gamepad2],
  ])('%j', (name, expected) => {
    expect(categoryIcon(name)).toBe(expected);
  });

  it('registers the icons the product uses, by their lucide names', () => {
    expect(categoryIconNames).toEqual(
      expect.arrayContaining([
        'flame',
        'sparkles',
        'cherry',
        'puzzle',
        'spade',
        'circle-dot',
        'club',
        'video',
        'rocket',
        'dices',
        'diamond',
        'users',
        'layout-grid',
        'table-2',
        'gamepad-2',
        'trophy',
        'star',
        'crown',
        'zap',
      ]),
    );
    for (const name of categoryIconNames) expect(categoryIcons[name]).toBeTruthy();
  });
});

describe('rovingFocusIndex', () => {
  it.each([
    { key: 'ArrowRight', current: 0, count: 4, direction: 'ltr', expected: 1 },
    { key: 'ArrowRight', current: 3, count: 4, direction: 'ltr', expected: 0 },
    { key: 'ArrowLeft', current: 0, count: 4, direction: 'ltr', expected: 3 },
    { key: 'ArrowLeft', current: 2, count: 4, direction: 'ltr', expected: 1 },
    { key: 'ArrowLeft', current: 0, count: 4, direction: 'rtl', expected: 1 },
    { key: 'ArrowRight', current: 0, count: 4, direction: 'rtl', expected: 3 },
    { key: 'Home', current: 2, count: 4, direction: 'ltr', expected: 0 },
    { key: 'End', current: 0, count: 4, direction: 'ltr', expected: 3 },
    { key: 'ArrowRight', current: 0, count: 1, direction: 'ltr', expected: 0 },
    { key: 'ArrowDown', current: 0, count: 4, direction: 'ltr', expected: null },
    { key: 'Enter', current: 0, count: 4, direction: 'ltr', expected: null },
    { key: 'ArrowRight', current: 0, count: 0, direction: 'ltr', expected: null },
  ] as const)(
    '$key from $current of $count ($direction) → $expected',
    ({ key, current, count, direction, expected }) => {
      expect(rovingFocusIndex(key, current, count, direction)).toBe(expected);
    },
  );
});
