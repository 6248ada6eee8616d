import type { ChangePasswordBody, UpdateProfileBody } from '@casino/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerQuery } from '@/features/auth';
import { apiClient } from '@/lib/api';

/** Saves the changed fields; the answer is the whole player, which replaces the one cached copy of the player. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => apiClient.call('updateProfile', { body }),
    onSuccess: (user) => {
      queryClient.setQueryData(playerQuery().queryKey, user);
    },
  });
}

/**
 * Never retried: if the first attempt changed the password but its answer was lost, a retry would be refused with
 * "Current password is incorrect" and the player would believe nothing happened.
 */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) => apiClient.call('changePassword', { body }),
    retry: false,
  });

/** Mails a fresh single-use confirmation link to the player's address (docs/product.md#session-and-sign-in). */
export const useResendEmailVerification = () =>
  useMutation({ mutationFn: () => apiClient.call('sendEmailVerification') });
