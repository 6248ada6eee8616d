import type { RegisterBody } from '@casino/api-contract';
import { useMutation } from '@tanstack/react-query';
import { freshness } from '@/config/query';
import { apiClient } from '@/lib/api';
import { isApiError } from '@/lib/api/api-error';
import { signUpKeys } from './sign-up-keys';

/** docs/product.md#session-and-sign-in: auth endpoints are never retried (a second sign-up would meet "Email is already taken"). */
export const useRegister = () =>
  useMutation({ mutationFn: (body: RegisterBody) => apiClient.call('register', { body }), retry: false });

export const sendEmailVerification = () => apiClient.call('sendEmailVerification');

export const useConfirmAccount = () =>
  useMutation({ mutationFn: (token: string) => apiClient.call('confirmAccount', { body: { token } }), retry: false });

/** The casino's currency codes; `invalidFormat` when the answer had the wrong shape (docs/product.md#error-texts), with no codes. */
export type CasinoCurrencies = { codes: string[]; invalidFormat: boolean };

/** docs/product.md#error-texts: a /currencies answer of the wrong shape is "Invalid response format" and an empty result, not a failure. */
export async function fetchCurrencies(signal?: AbortSignal): Promise<CasinoCurrencies> {
  try {
    const currencies = await apiClient.call('currencies', { signal });
    return { codes: currencies.map((c) => c.code), invalidFormat: false };
  } catch (error) {
    if (isApiError(error) && error.kind === 'malformed') return { codes: [], invalidFormat: true };
    throw error;
  }
}

export const currenciesQuery = {
  queryKey: signUpKeys.currencies(),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchCurrencies(signal),
  staleTime: freshness.currencies,
} as const;
