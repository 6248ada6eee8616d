import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { inboxKeys } from './inbox-keys';
import { setUnreadCount, setUnreadCountFromAnswer } from './unread-count';

/** A fetch of the unread count that answers only when told to, as a slow server does. */
function slowUnreadFetch(queryClient: QueryClient) {
  let answer: (unread: number) => void = () => {};
  const fetched = queryClient
    .fetchQuery({
      queryKey: inboxKeys.unread(),
      queryFn: () => new Promise<{ unread: number }>((resolve) => (answer = (unread) => resolve({ unread }))),
    })
    .catch(() => undefined);
  return { answer: (unread: number) => answer(unread), fetched };
}

const unread = (queryClient: QueryClient) => queryClient.getQueryData<{ unread: number }>(inboxKeys.unread())?.unread;

describe.each([
  ['the account stream', setUnreadCount],
  ["a mark's answer", setUnreadCountFromAnswer],
])('a count from %s', (_, set) => {
  it('wins over a read of the count that started before it and answers after it', async () => {
    const queryClient = new QueryClient();
    const read = slowUnreadFetch(queryClient);
    set(queryClient, 1);
    read.answer(0);
    await read.fetched;
    expect(unread(queryClient)).toBe(1);
  });

  it('is kept when no read is under way', () => {
    const queryClient = new QueryClient();
    set(queryClient, 3);
    expect(unread(queryClient)).toBe(3);
  });
});

describe('setUnreadCount', () => {
  it.each([
    { before: undefined, after: 1, listsRead: true },
    { before: 1, after: 2, listsRead: true },
    { before: 2, after: 2, listsRead: false },
  ])('from $before to $after: the lists on screen read again: $listsRead', ({ before, after, listsRead }) => {
    const queryClient = new QueryClient();
    if (before !== undefined) queryClient.setQueryData(inboxKeys.unread(), { unread: before });
    queryClient.setQueryData(inboxKeys.list(1), { items: [] });
    setUnreadCount(queryClient, after);
    expect(queryClient.getQueryState(inboxKeys.list(1))?.isInvalidated).toBe(listsRead);
  });
});
