import { JURISDICTIONS, type JurisdictionCode, type SiteSettings } from '@casino/api-contract';
import type { QueryClient } from '@tanstack/react-query';
import { siteSettingsQuery } from '../src/features/site';

/** What the reference API answers at `GET /site` by default: international rules, a served country. */
export const siteSettings = (jurisdiction: JurisdictionCode = 'INTL', extra: Partial<SiteSettings> = {}) => ({
  jurisdiction,
  rules: JURISDICTIONS[jurisdiction],
  country: 'US',
  countryBlocked: false,
  ...extra,
});

/** Component tests start with the site's rules known, as the app does after its first request. */
export function seedSiteSettings(client: QueryClient, settings: SiteSettings = siteSettings()) {
  client.setQueryData(siteSettingsQuery().queryKey, settings);
}
