import { withdrawalStatusSchema } from './entities/funds';
import { transactionPeriodSchema, transactionTypeSchema } from './entities/history';
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

/** `type` is omitted for all (spec §7). */
export const transactionsQuerySchema = pageQuerySchema.extend({
  type: transactionTypeSchema.optional(),
  period: transactionPeriodSchema.optional(),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

/** `status=pending` is the cashier's "Pending withdrawals" (issue 18 item 4); without it, every withdrawal. */
export const withdrawalsQuerySchema = pageQuerySchema.extend({ status: withdrawalStatusSchema.optional() });
export type WithdrawalsQuery = z.infer<typeof withdrawalsQuerySchema>;
