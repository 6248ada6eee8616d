import { describe, expect, it } from 'vitest';
import { inboxPageNumber, inboxPageSearch } from './inbox-page-number';

describe('inboxPageNumber', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=9999999', 1],
    ['page=12&page=4', 12],
  ])('reads "%s" as page %i', (search, page) => {
    expect(inboxPageNumber(new URLSearchParams(search))).toBe(page);
  });
});

describe('inboxPageSearch', () => {
  it.each([
    [1, ''],
    [2, '?page=2'],
  ])('writes page %i as "%s"', (page, search) => {
    expect(inboxPageSearch(page)).toBe(search);
  });
});
