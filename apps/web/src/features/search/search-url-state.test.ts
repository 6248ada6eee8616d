import { describe, expect, it } from 'vitest';
import { parseSearchUrl, SEARCH_TERM_MAX_LENGTH, writeSearchUrl } from './search-url-state';

const lists = { categories: ['slots', 'live'], providers: ['NetEnt', 'Play Smart'] };

describe('parseSearchUrl', () => {
  it.each([
    { query: '', expected: { open: false, term: '', category: null, provider: null } },
    { query: 'search=', expected: { open: true, term: '', category: null, provider: null } },
    {
      query: 'search=drag&searchCategory=slots',
      expected: { open: true, term: 'drag', category: 'slots', provider: null },
    },
    {
      query: 'search=x&searchCategory=nope&searchProvider=netent',
      expected: { open: true, term: 'x', category: null, provider: 'NetEnt' },
    },
    { query: 'search=a&searchProvider=%20', expected: { open: true, term: 'a', category: null, provider: null } },
    { query: 'searchCategory=slots', expected: { open: false, term: '', category: 'slots', provider: null } },
  ])('?$query reads as $expected', ({ query, expected }) => {
    expect(parseSearchUrl(new URLSearchParams(query), lists)).toEqual(expected);
  });

  it('keeps unknown values until the lists have loaded, and cuts an over-long term', () => {
    const state = parseSearchUrl(new URLSearchParams(`search=${'a'.repeat(500)}&searchCategory=whatever`));
    expect(state.term).toHaveLength(SEARCH_TERM_MAX_LENGTH);
    expect(state.category).toBe('whatever');
  });
});

describe('writeSearchUrl', () => {
  it.each([
    {
      state: { open: true, term: 'book', category: 'slots', provider: 'NetEnt' },
      expected: 'page=2&search=book&searchCategory=slots&searchProvider=NetEnt',
    },
    { state: { open: true, term: '', category: null, provider: null }, expected: 'page=2&search=' },
    { state: { open: false, term: 'book', category: 'slots', provider: null }, expected: 'page=2' },
  ])('writes $state as ?$expected, keeping other parameters', ({ state, expected }) => {
    expect(writeSearchUrl(new URLSearchParams('page=2&search=old&searchProvider=X'), state).toString()).toBe(expected);
  });
});
