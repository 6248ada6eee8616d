import type { DisableTwoStepBody, EnableTwoStepBody } from '@casino/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api';
import { securityKeys } from './security-keys';

/** Whether two-step sign-in is on: always read afresh, it decides what the section offers. */
export const useTwoStepStatus = () =>
  useQuery({
    queryKey: securityKeys.twoStep(),
    queryFn: ({ signal }) => apiClient.call('twoStepStatus', { signal }),
    staleTime: 0,
  });

/**
 * None of these is retried: a setup retried would replace the secret the player has just scanned, an enable or a
 * disable whose answer was lost would be refused the second time and look as if nothing happened.
 */
export const useStartTwoStepSetup = () =>
  useMutation({ mutationFn: () => apiClient.call('startTwoStepSetup'), retry: false });

export function useEnableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnableTwoStepBody) => apiClient.call('enableTwoStep', { body }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.twoStep() }),
  });
}

export function useDisableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableTwoStepBody) => apiClient.call('disableTwoStep', { body }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.twoStep() }),
  });
}
