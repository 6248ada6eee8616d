import { z } from '../zod';
import { currencyCodeSchema, minorUnitsSchema } from './money';

export const betSchema = z.object({
  id: z.number().check(z.int()),
  gameAlias: z.string(),
  gameName: z.string(),
  stake: minorUnitsSchema,
  win: minorUnitsSchema,
  currency: currencyCodeSchema,
  createdAt: z.string(),
});
export type Bet = z.infer<typeof betSchema>;

export const transactionTypeSchema = z.enum(['deposit', 'withdrawal', 'bet', 'win', 'bonus', 'refund']);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

export const transactionSchema = z.object({
  id: z.number().check(z.int()),
  type: transactionTypeSchema,
  /** Signed: credits are positive, debits negative. */
  amount: minorUnitsSchema,
  balanceAfter: minorUnitsSchema,
  currency: currencyCodeSchema,
  status: z.enum(['completed', 'pending', 'cancelled', 'failed']),
  description: z.string(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionPeriodSchema = z.enum(['today', 'week', 'month', 'all']);
export type TransactionPeriod = z.infer<typeof transactionPeriodSchema>;
