/** Every query key of the sign-up, built only here. */
export const signUpKeys = {
  all: ['sign-up'] as const,
  credential: (type: string, value: string) => [...signUpKeys.all, 'credential', type, value] as const,
  currencies: () => [...signUpKeys.all, 'currencies'] as const,
  countries: () => [...signUpKeys.all, 'geo', 'countries'] as const,
  states: (countryCode: string) => [...signUpKeys.all, 'geo', 'states', countryCode] as const,
  cities: (stateId: number | undefined) => [...signUpKeys.all, 'geo', 'cities', stateId] as const,
  ipInfo: () => [...signUpKeys.all, 'geo', 'ip'] as const,
};
