import { COUNTRY_CODES } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { geoData } from './geo-data';

describe('geoData', () => {
  // The contract keeps its own short list (it ships in the web bundle, a country library would not); this keeps the
  // two from drifting apart when the geo library is upgraded.
  it('offers exactly the countries a sign-up may name', () => {
    const offered = geoData((iso2) => `/flags/${iso2}.svg`).countries.map((c) => c.iso2);
    expect(new Set(offered)).toEqual(COUNTRY_CODES);
  });
});
