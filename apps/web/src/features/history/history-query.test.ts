import { describe, expect, it } from 'vitest';
import { readBetsView, readPage, readTransactionsView, viewSearch } from './history-query';

const params = (search: string) => new URLSearchParams(search);

describe('reading the history view from the URL', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=1', 1],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=', 1],
    ['page=1e3', 1],
    ['page=1000000', 1_000_000],
    ['page=1000001', 1],
    ['page=4&page=9', 4],
  ])('?%s gives page %i', (search, page) => {
    expect(readPage(params(search))).toBe(page);
  });

  it.each([
    ['', { page: 1 }],
    ['type=deposit', { page: 1, type: 'deposit' }],
    ['type=refund&period=today&page=2', { page: 2, type: 'refund', period: 'today' }],
    ['period=week', { page: 1, period: 'week' }],
    ['period=month', { page: 1, period: 'month' }],
    ['period=all', { page: 1 }],
    ['type=all', { page: 1 }],
    ['type=jackpot&period=year&page=x', { page: 1 }],
    ['type=DEPOSIT', { page: 1 }],
  ])('transactions ?%s gives %j (bad values ignored)', (search, view) => {
    expect(readTransactionsView(params(search))).toEqual(view);
  });

  it('bets read only the page', () => {
    expect(readBetsView(params('page=5&type=deposit'))).toEqual({ page: 5 });
  });
});

describe('writing the history view to the URL', () => {
  it.each([
    [{ page: 1 }, ''],
    [{ page: 2 }, '?page=2'],
    [{ page: 1, type: 'bet' as const }, '?type=bet'],
    [{ page: 3, type: 'win' as const, period: 'week' as const }, '?type=win&period=week&page=3'],
    [{ page: 1, period: 'all' as const }, ''],
  ])('%j gives "%s"', (view, search) => {
    expect(viewSearch(view)).toBe(search);
  });

  it('keeps unrelated parameters and replaces the view ones', () => {
    expect(viewSearch({ page: 2 }, params('login=true&type=bet&page=7'))).toBe('?login=true&page=2');
  });
});
