import { NOTIFICATIONS_PER_PAGE } from '@casino/api-contract/routes';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { freshness } from '@/config/query';
import { apiClient } from '@/lib/api';
import { inboxKeys } from './inbox-keys';
import { setUnreadCountFromAnswer } from './unread-count';

export const notificationsQuery = (page: number) =>
  queryOptions({
    queryKey: inboxKeys.list(page),
    queryFn: ({ signal }) =>
      apiClient.call('notifications', { query: { page, per_page: NOTIFICATIONS_PER_PAGE }, signal }),
    staleTime: freshness.notifications,
    placeholderData: keepPreviousData,
  });

export const useNotifications = (page: number) => useQuery(notificationsQuery(page));

/** A mark answers the new unread count: the bell moves at once; the list reads again to show the read state. */
function useMarkMutation<V>(call: (variables: V) => Promise<{ unread: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ unread }) => setUnreadCountFromAnswer(queryClient, unread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.lists() }),
  });
}

export const useMarkNotificationRead = () =>
  useMarkMutation((id: number) => apiClient.call('markNotificationRead', { params: { id } }));

export const useMarkAllNotificationsRead = () =>
  useMarkMutation((_: undefined) => apiClient.call('markAllNotificationsRead'));
