import { z } from '../zod';
import { currencyCodeSchema, DEFAULT_CURRENCY, minorUnitsSchema } from './money';

export const genderSchema = z.enum(['m', 'f']);
export type Gender = z.infer<typeof genderSchema>;

/** Profile fields as the API names them (the register payload's `profile`, docs/product.md#sign-up). */
export const profileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  date_birth: z.string(),
  gender: genderSchema,
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  address: z.string(),
  phone_code: z.string(),
  phone_number: z.string(),
  privacy: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const userSchema = z.object({
  id: z.number().check(z.int()),
  login: z.string(),
  email: z.string(),
  /** Minor units of `currency`: everything the player can stake, cash and bonus money together. */
  balance: minorUnitsSchema,
  /** The part of `balance` that is bonus money still under wagering (docs/product.md#bonuses); absent from older servers. */
  bonusBalance: z.optional(minorUnitsSchema),
  lang: z.string().check(z.minLength(2), z.maxLength(5)),
  currency: z._default(currencyCodeSchema, DEFAULT_CURRENCY),
  country: z.optional(z.nullable(z.string())),
  emailVerified: z.optional(z.boolean()),
  /** Present when asked with `/me?withProfile=true`. */
  profile: z.optional(z.nullable(profileSchema)),
});
export type User = z.infer<typeof userSchema>;
