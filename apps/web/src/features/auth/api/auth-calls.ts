import type { ForgotPasswordBody, LoginBody, LoginSecondStepBody, ResetPasswordBody, User } from '@casino/api-contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api';
import { isApiError } from '@/lib/api/api-error';

/** The session's user with profile, or null for a visitor (401 after the client's one refresh attempt). */
export async function fetchSessionUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await apiClient.call('me', { query: { withProfile: 'true' }, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const postLogin = (body: LoginBody) => apiClient.call('login', { body });
export const postLoginSecondStep = (body: LoginSecondStepBody) => apiClient.call('loginSecondStep', { body });
export const postLogout = () => apiClient.call('logout');

export const useForgotPassword = () =>
  useMutation({ mutationFn: (body: ForgotPasswordBody) => apiClient.call('forgotPassword', { body }) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (body: ResetPasswordBody) => apiClient.call('resetPassword', { body }) });
