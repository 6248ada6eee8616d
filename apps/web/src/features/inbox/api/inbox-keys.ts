/** Every query key of the inbox, built only here. */
export const inboxKeys = {
  all: ['inbox'] as const,
  lists: () => [...inboxKeys.all, 'list'] as const,
  list: (page: number) => [...inboxKeys.lists(), page] as const,
  unread: () => [...inboxKeys.all, 'unread'] as const,
};
