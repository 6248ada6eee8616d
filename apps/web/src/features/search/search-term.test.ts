import { describe, expect, it } from 'vitest';
import { searchableTerm } from './search-term';

describe('searchableTerm (at least 2 characters, trimmed)', () => {
  it.each([
    ['', null],
    ['a', null],
    ['  a  ', null],
    ['ab', 'ab'],
    ['  book  ', 'book'],
    ['\tgold\n', 'gold'],
  ])('%j → %j', (raw, expected) => {
    expect(searchableTerm(raw)).toBe(expected);
  });
});
