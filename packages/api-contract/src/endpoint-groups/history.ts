import { betSchema, transactionPeriodSchema, transactionSchema, transactionTypeSchema } from '../entities/history';
import { pagedSchema } from '../envelope';
import { pageQuerySchema } from '../queries';
import { z } from '../zod';
import type { EndpointDefinition } from './definition';

/** `type` is omitted for all (docs/product.md#calls). */
export const transactionsQuerySchema = z.extend(pageQuerySchema, {
  type: z.optional(transactionTypeSchema),
  period: z.optional(transactionPeriodSchema),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

/** The player's bets and transactions. */
export const historyEndpoints = {
  bets: { method: 'GET', path: '/me/bets', auth: 'user', query: pageQuerySchema, response: pagedSchema(betSchema) },
  transactions: {
    method: 'GET',
    path: '/me/transactions',
    auth: 'user',
    query: transactionsQuerySchema,
    response: pagedSchema(transactionSchema),
  },
} as const satisfies Record<string, EndpointDefinition>;
