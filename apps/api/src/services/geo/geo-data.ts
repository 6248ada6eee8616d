import type { City, Country, State } from '@casino/api-contract';
import { City as CscCity, Country as CscCountry, State as CscState, type IState } from 'country-state-city';
import isoCountries from 'i18n-iso-countries';

/**
 * Countries, states and cities of the geo service (docs/product.md#entities), from the country-state-city data set. That set
 * has no numeric state ids, so a state's id is its position in the whole list: stable for one version of the data.
 */
type Indexed = { countries: Country[]; statesByCountry: Map<string, State[]>; stateById: Map<number, IState> };

let index: Indexed | undefined;
/** Each caller's flag addresses over the one index (built once: the data set is large). */
const withFlags = new WeakMap<(iso2: string) => string, Indexed>();

function buildIndex(): Indexed {
  const statesByCountry = new Map<string, State[]>();
  const stateById = new Map<number, IState>();
  CscState.getAllStates().forEach((s, i) => {
    const id = i + 1;
    stateById.set(id, s);
    const list = statesByCountry.get(s.countryCode) ?? [];
    list.push({ id, name: s.name, state_code: s.isoCode });
    statesByCountry.set(s.countryCode, list);
  });
  for (const list of statesByCountry.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  const countries = CscCountry.getAllCountries().map((c, i) => ({
    id: i + 1,
    iso2: c.isoCode,
    iso3: isoCountries.alpha2ToAlpha3(c.isoCode) ?? c.isoCode.padEnd(3, 'X'),
    name: c.name,
    // The data set writes calling codes without "+" and some with a trailing area ("1-684"); players type "+1 684".
    phonecode: `+${c.phonecode.replace(/^\+/, '').replace(/-/g, ' ')}`,
    flag_url: '',
    currency: c.currency,
  }));
  return { countries, statesByCountry, stateById };
}

export function geoData(flagUrl: (iso2: string) => string): Indexed {
  index ??= buildIndex();
  let data = withFlags.get(flagUrl);
  if (!data) {
    data = { ...index, countries: index.countries.map((c) => ({ ...c, flag_url: flagUrl(c.iso2) })) };
    withFlags.set(flagUrl, data);
  }
  return data;
}

export const findCountry = (data: Indexed, iso2: string) => data.countries.find((c) => c.iso2 === iso2.toUpperCase());

/** docs/product.md#calls: without a country code the answer is an empty list. */
export const statesOf = (data: Indexed, countryCode: string | undefined): State[] =>
  countryCode ? (data.statesByCountry.get(countryCode.toUpperCase()) ?? []) : [];

/** Undefined for an unknown state id (the route answers 404); a known state may have no cities. */
export function citiesOfState(data: Indexed, stateId: number): City[] | undefined {
  const state = data.stateById.get(stateId);
  if (!state) return undefined;
  const names = new Set(CscCity.getCitiesOfState(state.countryCode, state.isoCode).map((c) => c.name));
  return [...names].sort((a, b) => a.localeCompare(b)).map((name) => ({ name }));
}
