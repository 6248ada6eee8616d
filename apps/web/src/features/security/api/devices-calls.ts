import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api';
import { securityKeys } from './security-keys';

/** The player's logins that have not ended; read afresh on every visit (another device may have come or gone). */
export const useSignedInDevices = () =>
  useQuery({
    queryKey: securityKeys.devices(),
    queryFn: ({ signal }) => apiClient.call('signedInDevices', { signal }),
    staleTime: 0,
  });

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.call('signOutDevice', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.devices() }),
  });
}

export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.call('signOutOtherDevices'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.devices() }),
  });
}
