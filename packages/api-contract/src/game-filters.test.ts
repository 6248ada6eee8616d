import { describe, expect, it } from 'vitest';
import { decodeGameFilters, encodeGameFilters, type GameFilter, gameFilterSchema, nameContains } from './game-filters';
import { MAX_LENGTH } from './text-fields';

describe('game filters in the /games query', () => {
  it('round-trips every kind of filter through query pairs', () => {
    const filters: GameFilter[] = [
      nameContains('book'),
      { field: 'categories.alias', operator: '=', value: 'slots' },
      { field: 'provider', operator: 'in', value: 'Nova,Atlas' },
    ];
    const pairs = encodeGameFilters(filters);
    expect(pairs[0]).toEqual(['filters[0][field]', 'name']);
    expect(pairs[1]).toEqual(['filters[0][value]', '%book%']);
    expect(decodeGameFilters(pairs)).toEqual({ filters, errors: [] });
  });

  it.each([
    [
      'an unknown field',
      [
        ['filters[0][field]', 'price'],
        ['filters[0][value]', '1'],
        ['filters[0][operator]', '='],
      ],
    ],
    [
      'a wrong operator',
      [
        ['filters[0][field]', 'name'],
        ['filters[0][value]', 'x'],
        ['filters[0][operator]', '='],
      ],
    ],
    [
      'a missing value',
      [
        ['filters[0][field]', 'provider'],
        ['filters[0][operator]', '='],
      ],
    ],
  ] as [string, [string, string][]][])('reports %s instead of throwing', (_, pairs) => {
    const decoded = decodeGameFilters(pairs);
    expect(decoded.filters).toEqual([]);
    expect(decoded.errors[0]).toMatch(/filters\[0\] is not valid/);
  });

  it('ignores unrelated query keys and keeps index order', () => {
    const decoded = decodeGameFilters([
      ['page', '2'],
      ['filters[1][field]', 'provider'],
      ['filters[1][value]', 'Nova'],
      ['filters[1][operator]', '='],
      ['filters[0][field]', 'categories.alias'],
      ['filters[0][value]', 'live'],
      ['filters[0][operator]', '='],
    ]);
    expect(decoded.filters.map((f) => f.field)).toEqual(['categories.alias', 'provider']);
  });
});

describe('nameContains', () => {
  it('cuts a pasted term to what the API takes, so a search never fails on its length', () => {
    const filter = nameContains('x'.repeat(5_000));
    expect(filter.value).toHaveLength(MAX_LENGTH.searchText + 2);
    expect(gameFilterSchema.safeParse(filter).success).toBe(true);
  });
});
