// The site feature's public entry: the site settings (jurisdiction rules, geo block) and the gate of blocked visitors.
export { siteSettingsQuery, useCountryBlocked, useJurisdictionRules, useSiteSettings } from './api/get-site-settings';
export { GeoBlockGate } from './components/geo-block-gate';
export { matchesOpenToBlocked, OPEN_TO_BLOCKED } from './geo-block-rules';
export { useGeoBlockReason } from './use-geo-block-reason';
