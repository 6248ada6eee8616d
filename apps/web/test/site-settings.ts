import { JURISDICTIONS, type JurisdictionCode, type SiteSettings } from '@casino/api-contract';
import type { QueryClient } from '@tanstack/react-query';
import { siteSettingsQuery } from '../src/features/site';

/** The reference API's verification rules: GB asks before any gambling, elsewhere past 2,000.00 withdrawn. */
const VERIFICATION_RULES = {
  INTL: { beforeDeposit: false, beforeRealPlay: false, withdrawalThreshold: 200_000 },
  GB: { beforeDeposit: true, beforeRealPlay: true, withdrawalThreshold: 0 },
} as const satisfies Record<JurisdictionCode, SiteSettings['verification']>;

/** What the reference API answers at `GET /site` by default: international rules, a served country. */
export const siteSettings = (jurisdiction: JurisdictionCode = 'INTL', extra: Partial<SiteSettings> = {}) => ({
  jurisdiction,
  rules: JURISDICTIONS[jurisdiction],
  country: 'US',
  countryBlocked: false,
  verification: VERIFICATION_RULES[jurisdiction],
  ...extra,
});

/** Component tests start with the site's rules known, as the app does after its first request. */
export function seedSiteSettings(client: QueryClient, settings: SiteSettings = siteSettings()) {
  client.setQueryData(siteSettingsQuery().queryKey, settings);
}
