import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { citiesOfState, geoData, statesOf } from './geo-data';
import { lookUpPostalCode } from './postal-codes';

type ZipRecord = { zip: string; country: string };
const { codes } = createRequire(import.meta.url)('zipcodes') as { codes: Record<string, ZipRecord> };

describe('postal look-up of any US or Canadian code', () => {
  it.each([
    ['us', '90210', 'California', 'Beverly Hills'],
    ['us', '73301', 'Texas', 'Austin'],
    ['us', '99501', 'Alaska', 'Anchorage'],
    ['us', '10002', 'New York', 'New York City'],
    ['us', '20500-0003', 'District of Columbia', 'Washington, D.C.'],
    ['us', '00601', 'Puerto Rico', 'Adjuntas'],
    ['ca', 'V6B 1A1', 'British Columbia', 'Vancouver'],
    ['ca', 'h3a 1a1', 'Quebec', 'Montréal'],
    ['ca', 'T2P1J9', 'Alberta', 'Calgary'],
    ['ca', 'X0A 0H0', 'Nunavut', 'Iqaluit'],
    ['ca', 'A1C 1A1', 'Newfoundland and Labrador', "St. John's"],
  ])('%s %s is %s, %s', (country, zip, state, city) => {
    expect(lookUpPostalCode(country, zip)).toEqual({ state, city, street: null });
  });

  it.each([
    ['us', '00000'],
    ['us', '1234'],
    ['us', 'ABCDE'],
    ['ca', 'M5V'],
    ['ca', 'D1A 1A1'],
    ['ca', '12345'],
  ])('%s %s is no address', (country, zip) => {
    expect(lookUpPostalCode(country, zip)).toBeNull();
  });

  it('fills, for every Canadian area and a spread of US codes, a state and city of the geo service lists', () => {
    const data = geoData(() => '');
    const records = Object.values(codes);
    const sample = [
      ...records.filter((r) => r.country === 'Canada').map((r) => ['ca', `${r.zip}1A1`] as const),
      ...records.filter((r, i) => r.country === 'US' && i % 97 === 0).map((r) => ['us', r.zip] as const),
    ];
    expect(sample.length).toBeGreaterThan(1_000);
    const cityLists = new Map<number, string[]>();
    const citiesOf = (id: number) => {
      const list = cityLists.get(id) ?? (citiesOfState(data, id) ?? []).map((c) => c.name);
      cityLists.set(id, list);
      return list;
    };
    const outside: string[] = [];
    let withCity = 0;
    for (const [country, zip] of sample) {
      const found = lookUpPostalCode(country, zip);
      // APO/FPO codes name a military post office, not a state: they are not an address to fill.
      if (!found) continue;
      const state = statesOf(data, country).find((s) => s.name === found.state);
      const cities = state ? citiesOf(state.id) : [];
      if (!state || (found.city !== null && !cities.includes(found.city))) outside.push(`${country} ${zip}`);
      if (found.city !== null) withCity += 1;
    }
    expect(outside).toEqual([]);
    expect(withCity / sample.length).toBeGreaterThan(0.95);
  });
});
