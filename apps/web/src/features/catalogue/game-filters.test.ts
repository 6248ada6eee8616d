import { describe, expect, it } from 'vitest';
import { buildGameFilters } from './game-filters';

describe('buildGameFilters (/games filters)', () => {
  it.each([
    { criteria: {}, expected: [] },
    { criteria: { term: 'drag' }, expected: [{ field: 'name', operator: '~', value: '%drag%' }] },
    { criteria: { term: null, category: null }, expected: [] },
    { criteria: { category: 'slots' }, expected: [{ field: 'categories.alias', operator: '=', value: 'slots' }] },
    { criteria: { providers: ['NetEnt'] }, expected: [{ field: 'provider', operator: '=', value: 'NetEnt' }] },
    {
      criteria: { providers: ['NetEnt', 'Pragmatic Play'] },
      expected: [{ field: 'provider', operator: 'in', value: 'NetEnt,Pragmatic Play' }],
    },
    {
      criteria: { providers: [' NetEnt ', 'NetEnt', ''] },
      expected: [{ field: 'provider', operator: '=', value: 'NetEnt' }],
    },
    {
      criteria: { term: 'book', category: 'slots', providers: ['A', 'B'] },
      expected: [
        { field: 'name', operator: '~', value: '%book%' },
        { field: 'categories.alias', operator: '=', value: 'slots' },
        { field: 'provider', operator: 'in', value: 'A,B' },
      ],
    },
  ])('$criteria gives $expected', ({ criteria, expected }) => {
    expect(buildGameFilters(criteria)).toEqual(expected);
  });
});
