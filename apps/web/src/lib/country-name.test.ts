import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('country names', () => {
  it.each([
    ['US', 'United States'],
    ['de', 'Germany'],
    ['MT', 'Malta'],
    ['ZZ', 'Unknown Region'],
    ['USA', 'USA'],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (code, name) => {
    expect(countryName(code)).toBe(name);
  });
});
