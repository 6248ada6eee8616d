import { z } from './zod';

/** Every answer of the API has this shape (docs/product.md#entities). */
export const envelopeStatusSchema = z.enum(['success', 'error']);
export type EnvelopeStatus = z.infer<typeof envelopeStatusSchema>;

export const successEnvelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({
    status: z.literal('success'),
    data,
    message: z._default(z.optional(z.string()), ''),
  });

export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  data: z.optional(z.unknown()),
  message: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Loose first pass on any answer: tells success from error before the data is parsed with its own schema. */
export const anyEnvelopeSchema = z.object({
  status: envelopeStatusSchema,
  data: z.optional(z.unknown()),
  message: z.optional(z.string()),
});

export const paginationSchema = z.object({
  totalItems: z.number().check(z.int(), z.nonnegative()),
  currentPage: z.number().check(z.int(), z.positive()),
  totalPages: z.number().check(z.int(), z.nonnegative()),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Lists answer `data.items` and `data.pagination` (docs/product.md#entities). */
export const pagedSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    pagination: paginationSchema,
  });
export type Paged<T> = { items: T[]; pagination: Pagination };

export type SuccessEnvelope<T> = { status: 'success'; data: T; message: string };
