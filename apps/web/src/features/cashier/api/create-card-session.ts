import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api';

/** Opens the payment provider's hosted card frame for this player; each frame gets its own session. */
export const useCardSession = () => useMutation({ mutationFn: () => apiClient.call('cardSession') });
