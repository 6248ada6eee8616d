import { z } from './zod';

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be ${min} or more`)
    .max(max, `${name} must be ${max} or less`);

/** Spec §9: default page 1. */
export const pageQuerySchema = z.object({
  page: wholeNumber('page', 1, 1_000_000).default(1),
  per_page: wholeNumber('per_page', 1, 100).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const meQuerySchema = z.object({
  withProfile: z.enum(['true', 'false'], { error: 'withProfile must be true or false' }).optional(),
});

/** `/games`: paging here; filters are read with `decodeGameFilters`. */
export const gamesQuerySchema = pageQuerySchema;

export const gameGroupQuerySchema = z.object({
  limit: wholeNumber('limit', 1, 100).optional(),
});
