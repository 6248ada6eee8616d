import type { RegisterBody } from '@casino/api-contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** Spec §4: auth endpoints are never retried (a second sign-up would meet "Email is already taken"). */
export const useRegister = () =>
  useMutation({ mutationFn: (body: RegisterBody) => apiClient.call('register', { body }), retry: false });

export const sendEmailVerification = () => apiClient.call('sendEmailVerification');

export const useConfirmAccount = () =>
  useMutation({ mutationFn: (token: string) => apiClient.call('confirmAccount', { body: { token } }), retry: false });

export const currenciesQuery = {
  queryKey: ['currencies'],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.call('currencies', { signal }),
} as const;
