import { languageCodeSchema, profileFieldSchemas } from './profile-fields';
import { z } from './zod';

/**
 * The player's own profile edit (`PUT /me/profile`, docs/product.md#calls): the profile field rules of sign-up;
 * the server adds the age check, which needs today's date. Every field is optional (send only what changed); at
 * least one must be there, unknown keys are refused.
 */
export const updateProfileBodySchema = z
  .partial(z.strictObject({ ...profileFieldSchemas, lang: languageCodeSchema }))
  .check(z.refine((body) => Object.keys(body).length > 0, 'Nothing to update: send at least one profile field'));
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
