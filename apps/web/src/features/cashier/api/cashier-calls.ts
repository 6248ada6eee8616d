import type { CardDepositBody, CreateWithdrawalBody, CryptoDeposit, CryptoDepositBody } from '@casino/api-contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { WITHDRAWALS_PER_PAGE } from '../../../config/constants';
import { freshness } from '../../../config/query';
import { apiClient } from '../../../lib/api';
import { BALANCE_AFFECTING } from '../../balance';
import { queryClientKeys } from './cashier-keys';

/** How often an open crypto deposit asks whether it was confirmed. */
export const CRYPTO_STATUS_POLL_MS = 5_000;

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: queryClientKeys.paymentMethods,
    queryFn: ({ signal }) => apiClient.call('paymentMethods', { signal }),
  });
export const usePaymentMethods = () => useQuery(paymentMethodsQuery());

/** Promotions the player has activated, offered for the deposit (spec §2 promotion select). */
export const useDepositPromotions = () =>
  useQuery({
    queryKey: queryClientKeys.activePromotions,
    queryFn: ({ signal }) => apiClient.call('activePromotions', { signal }),
    staleTime: freshness.promotions,
  });

export const useWithdrawalLimits = () =>
  useQuery({
    queryKey: queryClientKeys.withdrawalLimits,
    queryFn: ({ signal }) => apiClient.call('withdrawalLimits', { signal }),
    staleTime: 0,
  });

export const useSavedCards = () =>
  useQuery({
    queryKey: queryClientKeys.savedCards,
    queryFn: ({ signal }) => apiClient.call('savedCards', { signal }),
  });

/** Only withdrawals that are still pending, and so can be cancelled; the others are in the history (issue 18 item 4). */
export const withdrawalsQuery = (page: number) =>
  queryOptions({
    queryKey: queryClientKeys.withdrawals(page),
    queryFn: ({ signal }) =>
      apiClient.call('withdrawals', { query: { page, per_page: WITHDRAWALS_PER_PAGE, status: 'pending' }, signal }),
    staleTime: 0,
  });
export const useWithdrawals = (page: number) => useQuery(withdrawalsQuery(page));

export const useCardSession = () => useMutation({ mutationFn: () => apiClient.call('cardSession') });

export const useCardDeposit = () =>
  useMutation({
    meta: BALANCE_AFFECTING,
    mutationFn: (body: CardDepositBody) => apiClient.call('cardDeposit', { body }),
  });

export const useCryptoDeposit = () =>
  useMutation({ mutationFn: (body: CryptoDepositBody) => apiClient.call('cryptoDeposit', { body }) });

/** Polls an open crypto deposit until the simulator (or the provider) confirms it. */
export const useCryptoDepositStatus = (deposit: CryptoDeposit | undefined) =>
  useQuery({
    queryKey: queryClientKeys.cryptoDeposit(deposit?.depositId ?? ''),
    queryFn: ({ signal }) =>
      apiClient.call('cryptoDepositStatus', { params: { id: deposit?.depositId ?? '' }, signal }),
    enabled: deposit !== undefined,
    initialData: deposit,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? CRYPTO_STATUS_POLL_MS : false),
  });

export const useCreateWithdrawal = () =>
  useMutation({
    meta: BALANCE_AFFECTING,
    mutationFn: (body: CreateWithdrawalBody) => apiClient.call('createWithdrawal', { body }),
  });

export const useCancelWithdrawal = () =>
  useMutation({
    meta: BALANCE_AFFECTING,
    mutationFn: (body: { transactionId: string; idempotencyKey: string }) =>
      apiClient.call('cancelWithdrawal', { body }),
  });
