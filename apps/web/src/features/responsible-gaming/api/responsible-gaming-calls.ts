import type {
  ResponsibleGaming,
  SetGamingLimitBody,
  SetRealityCheckBody,
  StartGamingBlockBody,
} from '@casino/api-contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api';
import { responsibleGamingKeys } from './responsible-gaming-keys';

/** The tools state is small and changes only by the player's own hand, or by deposits and bets (its sums). */

export const responsibleGamingQuery = () =>
  queryOptions({
    queryKey: responsibleGamingKeys.tools(),
    queryFn: ({ signal }) => apiClient.call('responsibleGaming', { signal }),
    // The cashier and the game page decide from it whether play is paused: never trust an old copy.
    staleTime: 0,
  });

/** `enabled` false for visitors: the tools belong to a logged-in player. */
export const useResponsibleGaming = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...responsibleGamingQuery(), enabled });

/** Every change answers the whole new state, which replaces the cached one. */
function useToolsMutation<B>(send: (body: B) => Promise<ResponsibleGaming>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // A refused change must not be sent twice (mutations are retried once, docs/product.md#request-timing; a break is not idempotent).
    retry: 0,
    onSuccess: (state) => queryClient.setQueryData(responsibleGamingKeys.tools(), state),
  });
}

export const useSetGamingLimit = () =>
  useToolsMutation((body: SetGamingLimitBody) => apiClient.call('setGamingLimit', { body }));
export const useStartGamingBlock = () =>
  useToolsMutation((body: StartGamingBlockBody) => apiClient.call('startGamingBlock', { body }));
export const useSetRealityCheck = () =>
  useToolsMutation((body: SetRealityCheckBody) => apiClient.call('setRealityCheck', { body }));

/** Bets and wins since the session started, read when a reality check opens. */
export const usePlaySession = (since: string | null) =>
  useQuery({
    queryKey: responsibleGamingKeys.playSession(since),
    queryFn: ({ signal }) => apiClient.call('playSession', { query: { since: since ?? '' }, signal }),
    enabled: since !== null,
    staleTime: 0,
    gcTime: 0,
  });
