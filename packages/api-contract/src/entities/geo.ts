import { z } from '../zod';

export const countrySchema = z.object({
  id: z.number().int(),
  iso2: z.string().length(2),
  iso3: z.string().length(3),
  name: z.string(),
  phonecode: z.string(),
  flag_url: z.string(),
  currency: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state_code: z.string(),
});
export type State = z.infer<typeof stateSchema>;

export const citySchema = z.object({ name: z.string() });
export type City = z.infer<typeof citySchema>;

/** The IP look-up service (spec §7). */
export const ipInfoSchema = z.object({
  ip: z.string(),
  country_code: z.string().nullable(),
  country_calling_code: z.string().nullable(),
  currency: z.string().nullable(),
});
export type IpInfo = z.infer<typeof ipInfoSchema>;

export const postalCodeBodySchema = z.object({
  /** Lower-case ISO 3166-1 alpha-2 (spec §7). */
  country: z.string().regex(/^[a-z]{2}$/, 'country must be a lower-case two-letter code'),
  zip: z.string().min(1, 'zip is required'),
});
export const postalCodeResultSchema = z.object({
  state: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable().optional(),
});
export type PostalCodeResult = z.infer<typeof postalCodeResultSchema>;
