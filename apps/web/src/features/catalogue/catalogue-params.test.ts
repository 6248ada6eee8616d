import { describe, expect, it } from 'vitest';
import { catalogueSearch, parsePageParam, parseProviderParams } from './catalogue-params';

describe('parsePageParam', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['3', 3],
    [' 2 ', 2],
    ['0', 1],
    ['-4', 1],
    ['2.5', 1],
    ['abc', 1],
    ['1e3', 1],
    ['99999999999', 1],
  ])('%j gives page %d', (raw, page) => {
    expect(parsePageParam(raw)).toBe(page);
  });
});

describe('parseProviderParams', () => {
  it.each([
    { raw: [], known: undefined, expected: [] },
    { raw: [' NetEnt ', 'NetEnt', ''], known: undefined, expected: ['NetEnt'] },
    { raw: ['netent', 'Nobody'], known: ['NetEnt', 'Play Smart'], expected: ['NetEnt'] },
    { raw: ['Play Smart', 'NETENT'], known: ['NetEnt', 'Play Smart'], expected: ['Play Smart', 'NetEnt'] },
  ])('$raw with known $known gives $expected', ({ raw, known, expected }) => {
    expect(parseProviderParams(raw, known)).toEqual(expected);
  });
});

describe('catalogueSearch', () => {
  it.each([
    { current: '', change: { page: 2 }, expected: '?page=2' },
    { current: 'page=3', change: { page: 1 }, expected: '' },
    { current: 'provider=A&page=4', change: { providers: ['A', 'B'] }, expected: '?provider=A&provider=B' },
    { current: 'provider=A', change: { providers: [] }, expected: '' },
    { current: 'provider=A', change: { page: 5 }, expected: '?provider=A&page=5' },
  ])('$current + $change gives "$expected"', ({ current, change, expected }) => {
    expect(catalogueSearch(new URLSearchParams(current), change)).toBe(expected);
  });
});
