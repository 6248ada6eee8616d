import type { JurisdictionRules } from '@casino/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api';
import { siteKeys } from './site-keys';

/**
 * While the rules are unknown (loading, or the API cannot be reached) the app applies the strictest ones: hiding a
 * Demo or Cancel button for a moment is harmless, offering one the regulator bans is not.
 */
export const STRICTEST_RULES: JurisdictionRules = {
  withdrawalCancel: false,
  visitorDemo: false,
  realityCheckRequired: true,
};

export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: siteKeys.settings(),
    queryFn: ({ signal }) => apiClient.call('site', { signal }),
    // The jurisdiction and the visitor's country do not change during a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSiteSettings = () => useQuery(siteSettingsQuery());

export function useJurisdictionRules(): JurisdictionRules {
  return useSiteSettings().data?.rules ?? STRICTEST_RULES;
}

/** True only once the API has said so: an unreachable API must not lock every visitor out. */
export const useCountryBlocked = () => useSiteSettings().data?.countryBlocked === true;
