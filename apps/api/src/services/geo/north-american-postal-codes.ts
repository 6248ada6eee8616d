import { createRequire } from 'node:module';
import type { PostalCodeResult } from '@casino/api-contract';
import { City, type ICity, State } from 'country-state-city';

/** A record of the `zipcodes` package: US ZIP codes (5 digits) and Canadian forward sortation areas (3 characters). */
type ZipRecord = {
  zip: string;
  latitude: number | null;
  longitude: number | null;
  city: string;
  state: string;
  country: string;
};
type ZipCodes = { lookup: (zip: string) => ZipRecord | undefined };

const require = createRequire(import.meta.url);
let zipcodes: ZipCodes | undefined;
// About 5 MB of data: read on the first look-up, not when the server starts.
const loadZipCodes = () => {
  zipcodes ??= require('zipcodes') as ZipCodes;
  return zipcodes;
};

const US_ZIP = /^(\d{5})(?:-?\d{4})?$/;
/** A full Canadian postal code, "A1A 1A1" (the look-up knows its first three characters, the FSA). */
const CA_POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])\d[ABCEGHJ-NPRSTV-Z]\d$/;

/**
 * The province of a Canadian postal code is fixed by its first letter (Canada Post); X is shared by the Northwest
 * Territories and Nunavut, told apart by the data set's own province name.
 */
const PROVINCE_BY_LETTER: Record<string, string> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  Y: 'YT',
};

const provinceOf = (fsa: string, record: ZipRecord) =>
  PROVINCE_BY_LETTER[fsa.charAt(0)] ?? (/nunavut/i.test(record.state) ? 'NU' : 'NT');

const isCounty = (name: string) => /\bcounty\b/i.test(name);

/** Lower case without accents, so "Montreal" finds "Montréal". */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Whether `name` stands in `text` as whole words ("Toronto" in "Downtown Toronto (cn Tower)"). */
const namedIn = (text: string, name: string) => ` ${text.replace(/[^a-z0-9'.-]+/g, ' ')} `.includes(` ${name} `);

/** Squared distance on a small patch of the globe: longitude shrinks with the cosine of the latitude. */
function distance(city: ICity, latitude: number, longitude: number) {
  const dLat = Number(city.latitude) - latitude;
  const dLon = (Number(city.longitude) - longitude) * Math.cos((latitude * Math.PI) / 180);
  return dLat * dLat + dLon * dLon;
}

/**
 * The geo service's own spelling of the place, so the sign-up's City list shows it as chosen: the city of that name;
 * else the nearest one whose name begins with it ("New York" is "New York City"); else the longest city named inside
 * it (a Canadian area is "Downtown Toronto (cn Tower / …)"); else the nearest city. Counties are cities in the data
 * set but not where a player lives. Null when nothing fits and the code has no position.
 */
export function matchCity(
  cities: readonly ICity[],
  record: { city: string; latitude: number | null; longitude: number | null },
): string | null {
  const wanted = plain(record.city);
  const exact = cities.find((c) => plain(c.name) === wanted);
  if (exact) return exact.name;
  const towns = cities.filter((c) => !isCounty(c.name));
  const { latitude, longitude } = record;
  const nearest = (list: readonly ICity[]) => {
    if (latitude == null || longitude == null) return list.length === 1 ? list[0] : undefined;
    return list
      .filter((c) => c.latitude && c.longitude)
      .reduce<ICity | undefined>(
        (best, c) => (!best || distance(c, latitude, longitude) < distance(best, latitude, longitude) ? c : best),
        undefined,
      );
  };
  const beginning = nearest(towns.filter((c) => plain(c.name).startsWith(`${wanted} `)));
  if (beginning) return beginning.name;
  const inside = towns.filter((c) => namedIn(wanted, plain(c.name)));
  const longest = Math.max(0, ...inside.map((c) => c.name.length));
  const named = nearest(inside.filter((c) => c.name.length === longest));
  return (named ?? nearest(towns))?.name ?? null;
}

// The data set filters all of its cities for each state asked for: keep each state's list once found.
const citiesByState = new Map<string, ICity[]>();
function citiesOf(countryCode: string, stateCode: string) {
  const key = `${countryCode}-${stateCode}`;
  let cities = citiesByState.get(key);
  if (!cities) {
    cities = City.getCitiesOfState(countryCode, stateCode);
    citiesByState.set(key, cities);
  }
  return cities;
}

function resolve(countryCode: 'US' | 'CA', stateCode: string, record: ZipRecord): PostalCodeResult | null {
  const state = State.getStateByCodeAndCountry(stateCode, countryCode);
  if (!state) return null;
  return { state: state.name, city: matchCity(citiesOf(countryCode, state.isoCode), record), street: null };
}

/**
 * State and city of any US ZIP code (ZIP+4 too) or Canadian postal code, from the `zipcodes` package, in the
 * spelling of the geo service's state and city lists. Null for a code that is malformed or not in the data (and for
 * military APO/FPO codes, whose "states" are not places).
 */
export function lookUpNorthAmericanCode(country: 'us' | 'ca', zip: string): PostalCodeResult | null {
  if (country === 'us') {
    const five = US_ZIP.exec(zip)?.[1];
    const record = five ? loadZipCodes().lookup(five) : undefined;
    return record ? resolve('US', record.state, record) : null;
  }
  const fsa = CA_POSTAL_CODE.exec(zip)?.[1];
  const record = fsa ? loadZipCodes().lookup(fsa) : undefined;
  return record && fsa ? resolve('CA', provinceOf(fsa, record), record) : null;
}
