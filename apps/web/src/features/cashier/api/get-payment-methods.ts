import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api';
import { cashierKeys } from './cashier-keys';

/** Deposit methods with their limits, `/me/funds/payments` (docs/product.md#entities). */
export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: cashierKeys.paymentMethods(),
    queryFn: ({ signal }) => apiClient.call('paymentMethods', { signal }),
  });

export const usePaymentMethods = () => useQuery(paymentMethodsQuery());
