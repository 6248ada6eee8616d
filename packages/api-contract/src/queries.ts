import { z } from './zod';

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .check(
      z.int(`${name} must be a whole number`),
      z.gte(min, `${name} must be ${min} or more`),
      z.lte(max, `${name} must be ${max} or less`),
    );

/** Pages start at 1 (docs/product.md#paging-and-sizes). */
export const pageQuerySchema = z.object({
  page: z._default(wholeNumber('page', 1, 1_000_000), 1),
  per_page: z.optional(wholeNumber('per_page', 1, 100)),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const meQuerySchema = z.object({
  withProfile: z.optional(z.enum(['true', 'false'], { error: 'withProfile must be true or false' })),
});

/** `/games`: paging here; filters are read with `decodeGameFilters`. */
export const gamesQuerySchema = pageQuerySchema;

export const gameGroupQuerySchema = z.object({
  limit: z.optional(wholeNumber('limit', 1, 100)),
});
