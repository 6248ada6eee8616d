import { type QueryClient, useQuery } from '@tanstack/react-query';
import { freshness } from '@/config/query';
import { apiClient } from '@/lib/api';
import { inboxKeys } from './inbox-keys';

/** The unread count: read once, then kept by the account stream (`setUnreadCount`) and by the marks' answers. */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: inboxKeys.unread(),
    queryFn: ({ signal }) => apiClient.call('unreadNotifications', { signal }),
    staleTime: freshness.notifications,
    enabled,
    select: (data) => data.unread,
  });

/**
 * A count the server has just told: from the account stream or from a mark's answer. A read of the count still under
 * way was answered before this and would put the older count back when it lands, so it is called off first.
 */
export function setUnreadCountFromAnswer(queryClient: QueryClient, unread: number) {
  void queryClient.cancelQueries({ queryKey: inboxKeys.unread(), exact: true });
  queryClient.setQueryData(inboxKeys.unread(), { unread });
}

/**
 * What the account stream reports: the count moves at once, and a new count means the list changed (a notice came,
 * or another tab marked some read), so a list on screen reads again.
 */
export function setUnreadCount(queryClient: QueryClient, unread: number) {
  const previous = queryClient.getQueryData<{ unread: number }>(inboxKeys.unread());
  setUnreadCountFromAnswer(queryClient, unread);
  if (previous?.unread !== unread) void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
}
