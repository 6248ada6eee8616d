import type { Country } from '@casino/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE } from '@/config/constants';
import { freshness } from '@/config/query';
import { countryName } from '@/lib/country-name';
import { geoClient } from './geo-client';
import { signUpKeys } from './sign-up-keys';

const GEO_LISTS_FRESH_MS = 60 * 60_000;
/** One empty list, so that "nothing yet" keeps the same identity from render to render. */
const NONE: never[] = [];

/** Geo lists are reference data: one try is enough, and a failure gives an empty list (docs/product.md#error-texts). */
const listQuery = { staleTime: GEO_LISTS_FRESH_MS, retry: 1 } as const;

export const countriesQuery = () =>
  queryOptions({
    queryKey: signUpKeys.countries(),
    queryFn: ({ signal }) => geoClient.countries(signal),
    ...listQuery,
  });

export const statesQuery = (countryCode: string) =>
  queryOptions({
    queryKey: signUpKeys.states(countryCode),
    queryFn: ({ signal }) => geoClient.states(countryCode, signal),
    enabled: countryCode !== '',
    ...listQuery,
  });

export const citiesQuery = (stateId: number | undefined) =>
  queryOptions({
    queryKey: signUpKeys.cities(stateId),
    queryFn: ({ signal }) => geoClient.cities(stateId ?? 0, signal),
    enabled: stateId !== undefined,
    ...listQuery,
  });

/** IP data stays fresh 5 minutes (docs/product.md#query-cache). */
export const ipInfoQuery = () =>
  queryOptions({
    queryKey: signUpKeys.ipInfo(),
    queryFn: ({ signal }) => geoClient.ipInfo(signal),
    staleTime: freshness.ipInfo,
    retry: 1,
  });

/**
 * Countries from the phone-number library, with names from the browser, for when the geo service is down: the
 * form still works by hand (no flags or currencies then).
 */
export function fallbackCountries(locale = DEFAULT_LOCALE): Country[] {
  return getCountries()
    .map((iso2, i) => ({
      id: i + 1,
      iso2,
      iso3: '',
      name: countryName(iso2, locale) ?? iso2,
      phonecode: `+${getCountryCallingCode(iso2)}`,
      flag_url: '',
      currency: '',
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The geo countries, or the built-in list when the service fails. */
export function useCountries() {
  const query = useQuery(countriesQuery());
  const { i18n } = useTranslation();
  const language = i18n.language;
  const fallback = useMemo(() => (query.isError ? fallbackCountries(language) : undefined), [query.isError, language]);
  const countries = fallback ?? query.data ?? NONE;
  return { countries, isLoading: query.isPending, isFallback: query.isError };
}

export function useStates(countryCode: string) {
  const query = useQuery(statesQuery(countryCode));
  return { states: query.data ?? NONE, isLoading: query.isFetching, failed: query.isError };
}

export function useCities(stateId: number | undefined) {
  const query = useQuery(citiesQuery(stateId));
  return { cities: query.data ?? NONE, isLoading: query.isFetching, failed: query.isError };
}

export const useIpInfo = () => useQuery(ipInfoQuery());
