import { z } from '../zod';

export const countrySchema = z.object({
  id: z.number().check(z.int()),
  iso2: z.string().check(z.length(2)),
  iso3: z.string().check(z.length(3)),
  name: z.string(),
  phonecode: z.string(),
  flag_url: z.string(),
  currency: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  state_code: z.string(),
});
export type State = z.infer<typeof stateSchema>;

export const citySchema = z.object({ name: z.string() });
export type City = z.infer<typeof citySchema>;

/** The IP look-up service (docs/product.md#calls). */
export const ipInfoSchema = z.object({
  ip: z.string(),
  country_code: z.nullable(z.string()),
  country_calling_code: z.nullable(z.string()),
  currency: z.nullable(z.string()),
});
export type IpInfo = z.infer<typeof ipInfoSchema>;

export const postalCodeBodySchema = z.object({
  /** Lower-case ISO 3166-1 alpha-2 (docs/product.md#calls). */
  country: z.string().check(z.regex(/^[a-z]{2}$/, 'country must be a lower-case two-letter code')),
  zip: z.string().check(z.minLength(1, 'zip is required')),
});
export const postalCodeResultSchema = z.object({
  state: z.nullable(z.string()),
  city: z.nullable(z.string()),
  street: z.optional(z.nullable(z.string())),
});
export type PostalCodeResult = z.infer<typeof postalCodeResultSchema>;
