import {
  cardDepositBodySchema,
  cardSessionSchema,
  createWithdrawalBodySchema,
  cryptoDepositBodySchema,
  cryptoDepositSchema,
  depositSchema,
  savedCardSchema,
  withdrawalLimitsSchema,
} from '../entities/cashier';
import {
  cancelWithdrawalBodySchema,
  paymentMethodSchema,
  withdrawalSchema,
  withdrawalStatusSchema,
} from '../entities/funds';
import { pagedSchema } from '../envelope';
import { pageQuerySchema } from '../queries';
import { urlSafeString } from '../text-fields';
import { z } from '../zod';
import type { EndpointDefinition } from './definition';

/** `status=pending` is the cashier's "Pending withdrawals" (docs/product.md#cashier); without it, every withdrawal. */
export const withdrawalsQuerySchema = z.extend(pageQuerySchema, { status: z.optional(withdrawalStatusSchema) });
export type WithdrawalsQuery = z.infer<typeof withdrawalsQuerySchema>;

/** Deposits, withdrawals and what the cashier offers. */
export const cashierEndpoints = {
  paymentMethods: { method: 'GET', path: '/me/funds/payments', auth: 'user', response: z.array(paymentMethodSchema) },
  withdrawals: {
    method: 'GET',
    path: '/me/withdrawals',
    auth: 'user',
    query: withdrawalsQuerySchema,
    response: pagedSchema(withdrawalSchema),
  },
  cancelWithdrawal: {
    method: 'POST',
    path: '/me/withdrawals/cancel',
    auth: 'user',
    body: cancelWithdrawalBodySchema,
    response: withdrawalSchema,
  },
  createWithdrawal: {
    method: 'POST',
    path: '/me/withdrawals',
    auth: 'user',
    body: createWithdrawalBodySchema,
    response: withdrawalSchema,
  },
  withdrawalLimits: { method: 'GET', path: '/me/funds/withdrawable', auth: 'user', response: withdrawalLimitsSchema },
  savedCards: { method: 'GET', path: '/me/funds/cards', auth: 'user', response: z.array(savedCardSchema) },
  cardSession: { method: 'POST', path: '/me/deposits/card/sessions', auth: 'user', response: cardSessionSchema },
  cardDeposit: {
    method: 'POST',
    path: '/me/deposits/card',
    auth: 'user',
    body: cardDepositBodySchema,
    response: depositSchema,
  },
  cryptoDeposit: {
    method: 'POST',
    path: '/me/deposits/crypto',
    auth: 'user',
    body: cryptoDepositBodySchema,
    response: cryptoDepositSchema,
  },
  cryptoDepositStatus: {
    method: 'GET',
    path: '/me/deposits/crypto/:id',
    auth: 'user',
    params: z.object({ id: urlSafeString('id', 'publicId') }),
    response: cryptoDepositSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
