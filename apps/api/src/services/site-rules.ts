import { JURISDICTIONS, type JurisdictionRules, type SiteSettings } from '@casino/api-contract';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Config } from '../config';
import { HttpError } from '../http/http-error';
import { visitorCountry } from './geo/visitor-country';
import { verificationRules } from './verification/require-verified';

type RulesConfig = Pick<
  Config,
  'jurisdiction' | 'blockedCountries' | 'trustProxy' | 'geoLocalCountry' | 'verificationWithdrawalThreshold'
>;

export const jurisdictionRules = (config: Pick<Config, 'jurisdiction'>): JurisdictionRules =>
  JURISDICTIONS[config.jurisdiction];

/** What `GET /site` reports: the same rules the routes below enforce. */
export function siteSettings(c: Context<AppEnv>, config: RulesConfig): SiteSettings {
  const country = visitorCountry(c, config);
  return {
    jurisdiction: config.jurisdiction,
    rules: jurisdictionRules(config),
    country,
    countryBlocked: country !== null && config.blockedCountries.includes(country),
    verification: verificationRules(config),
  };
}

/** 451 "Unavailable For Legal Reasons" is the status made for a market the brand may not serve. */
export function refuseBlockedCountry(c: Context<AppEnv>, config: RulesConfig): void {
  if (siteSettings(c, config).countryBlocked) {
    throw new HttpError(451, 'Sorry, our games are not available in your country.');
  }
}

export function refuseWithdrawalCancel(config: Pick<Config, 'jurisdiction'>): void {
  if (!jurisdictionRules(config).withdrawalCancel) {
    throw new HttpError(403, 'A requested withdrawal cannot be cancelled in your jurisdiction.');
  }
}

export function refuseVisitorDemo(config: Pick<Config, 'jurisdiction'>, loggedIn: boolean): void {
  if (!loggedIn && !jurisdictionRules(config).visitorDemo) {
    throw new HttpError(403, 'Please log in to play: we must verify your age before you can try our games.');
  }
}
