import { describe, expect, it } from 'vitest';
import { formatBirthDate } from './birth-date';

describe('birth dates', () => {
  it.each([
    ['1990-04-12', 'April 12, 1990'],
    ['2000-01-01', 'January 1, 2000'],
    ['1990-02-30', '1990-02-30'],
    ['12/04/1990', '12/04/1990'],
    ['', ''],
  ])('%s → %s', (iso, text) => {
    expect(formatBirthDate(iso)).toBe(text);
  });
});
