import { z } from '../zod';

/**
 * Money crosses the wire as an integer number of minor units (cents for USD), never as a float: formatting
 * happens only at the edge (docs/product.md#money).
 */
export const minorUnitsSchema = z.number().check(z.int());
export type MinorUnits = z.infer<typeof minorUnitsSchema>;

/** ISO 4217 code, upper case. */
export const currencyCodeSchema = z
  .string()
  .check(
    z.maxLength(3, { message: 'Currency must be a three-letter ISO code', abort: true }),
    z.regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO code'),
  );

export const currencySchema = z.object({
  code: currencyCodeSchema,
});
export type Currency = z.infer<typeof currencySchema>;

/** docs/product.md#entities: the user's currency defaults to USD. */
export const DEFAULT_CURRENCY = 'USD';

export const languageSchema = z.object({
  code: z.string().check(z.minLength(2), z.maxLength(5)),
  name: z.string(),
});
export type Language = z.infer<typeof languageSchema>;
