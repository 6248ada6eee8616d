import { describe, expect, it } from 'vitest';
import { type AskedSearches, askSearch, latestSearch } from './latest-search';

describe('latestSearch', () => {
  const asked: AskedSearches = { base: 'type=deposit', asked: ['type=deposit&period=month', 'period=month'] };
  it.each([
    ['nothing asked: the rendered string', 'type=bet', null, 'type=bet'],
    ['the router still shows the base: the last ask', 'type=deposit', asked, 'period=month'],
    ['the router shows an earlier ask: the last ask', 'type=deposit&period=month', asked, 'period=month'],
    ['the router shows the last ask: it', 'period=month', asked, 'period=month'],
    ['someone else navigated (Back, a link): the rendered string', 'page=3', asked, 'page=3'],
    ['the empty query string is a base like any other', '', { base: '', asked: ['type=bet'] }, 'type=bet'],
  ])('%s', (_case, rendered, pending, expected) => {
    expect(latestSearch(rendered, pending)).toBe(expected);
  });
});

describe('askSearch', () => {
  it.each([
    ['the first ask keeps the rendered string as its base', 'a=1', null, 'a=2', { base: 'a=1', asked: ['a=2'] }],
    [
      'an ask before the last one rendered adds to the list',
      'a=1',
      { base: 'a=1', asked: ['a=2'] },
      'a=3',
      { base: 'a=1', asked: ['a=2', 'a=3'] },
    ],
    [
      'an ask after the last one rendered starts again from it',
      'a=2',
      { base: 'a=1', asked: ['a=2'] },
      'a=3',
      { base: 'a=2', asked: ['a=3'] },
    ],
    [
      'an ask after someone else navigated starts again from there',
      'b=1',
      { base: 'a=1', asked: ['a=2'] },
      'b=2',
      { base: 'b=1', asked: ['b=2'] },
    ],
  ])('%s', (_case, rendered, pending, next, expected) => {
    expect(askSearch(rendered, pending, next)).toEqual(expected);
  });
});
