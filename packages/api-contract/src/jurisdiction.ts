import { z } from './zod';

/**
 * What a regulator changes in the product (docs/product.md#jurisdictions). The reference API is configured with one jurisdiction and
 * reports it at `GET /site`, so the app and the API always apply the same rules.
 */
export type JurisdictionRules = {
  /** Players may cancel a pending withdrawal ("reverse withdrawal"); banned in GB. */
  withdrawalCancel: boolean;
  /** Visitors may play demo games before proving their age; GB asks for age verification first. */
  visitorDemo: boolean;
  /** A player cannot switch the reality check off. */
  realityCheckRequired: boolean;
};

export const JURISDICTIONS = {
  /** Default for an internationally licensed brand. */
  INTL: { withdrawalCancel: true, visitorDemo: true, realityCheckRequired: false },
  /** United Kingdom (UKGC). */
  GB: { withdrawalCancel: false, visitorDemo: false, realityCheckRequired: true },
} as const satisfies Record<string, JurisdictionRules>;

export type JurisdictionCode = keyof typeof JURISDICTIONS;
export const JURISDICTION_CODES = Object.keys(JURISDICTIONS) as JurisdictionCode[];
export const DEFAULT_JURISDICTION: JurisdictionCode = 'INTL';

export const jurisdictionCodeSchema = z.enum(JURISDICTION_CODES as [JurisdictionCode, ...JurisdictionCode[]]);

export const jurisdictionRulesSchema = z.object({
  withdrawalCancel: z.boolean(),
  visitorDemo: z.boolean(),
  realityCheckRequired: z.boolean(),
});

/** When the player must have verified their identity: VerificationRules of verification-rules.ts. */
export const verificationRulesSchema = z.object({
  beforeDeposit: z.boolean(),
  beforeRealPlay: z.boolean(),
  withdrawalThreshold: z.number().check(z.int(), z.nonnegative()),
});

/** `GET /site`: the rules in force for this request's visitor. */
export const siteSettingsSchema = z.object({
  jurisdiction: jurisdictionCodeSchema,
  rules: jurisdictionRulesSchema,
  /** ISO 3166-1 alpha-2 country of the request's IP, when the look-up can place it. */
  country: z.nullable(z.string().check(z.length(2))),
  /** The brand does not serve that country: visitors see the geo-block page instead of sign-up and play. */
  countryBlocked: z.boolean(),
  verification: verificationRulesSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
