import { useQuery } from '@tanstack/react-query';
import { CREDENTIAL_CHECK_DEBOUNCE_MS } from '@/config/constants';
import { apiClient } from '@/lib/api';
import { isApiError, serverMessageText } from '@/lib/api/api-error';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { signUpKeys } from './sign-up-keys';

export type CheckStatus = 'idle' | 'validating' | 'valid' | 'invalid';
export type CredentialType = 'email' | 'login';

export type CredentialCheck = {
  status: CheckStatus;
  /** The server's message, or undefined to show the app's own text ("Email is already taken", "... failed"). */
  failure?: 'taken' | 'failed';
  serverMessage?: string;
};

/**
 * docs/product.md#sign-up: availability asked 500 ms after the player stops typing. Each answer is cached under the value it is
 * about, and only the answer for the current value is read, so a slow answer about an older value can never
 * overwrite a newer one.
 */
export function useCredentialCheck(type: CredentialType, value: string, formatOk: boolean): CredentialCheck {
  const debounced = useDebouncedValue(value, CREDENTIAL_CHECK_DEBOUNCE_MS);
  const settled = debounced === value;
  const query = useQuery({
    queryKey: signUpKeys.credential(type, debounced),
    queryFn: ({ signal }) => apiClient.call('validateCredential', { body: { type, value: debounced }, signal }),
    enabled: formatOk && settled && debounced !== '',
    staleTime: 30_000,
    retry: false,
  });
  if (!formatOk || value === '') return { status: 'idle' };
  if (!settled || query.isPending) return { status: 'validating' };
  if (query.isError) {
    // Only the server's own words are shown; a network failure gets the app's "... validation failed".
    const serverMessage =
      isApiError(query.error) && query.error.kind === 'envelope' ? serverMessageText(query.error.message) : undefined;
    return { status: 'invalid', failure: 'failed', serverMessage };
  }
  return query.data.isAvailable ? { status: 'valid' } : { status: 'invalid', failure: 'taken' };
}
