import type { PlayerNotification } from '@casino/api-contract';
import {
  Button,
  ButtonLink,
  EmptyState,
  NotificationList,
  Pagination,
  Skeleton,
  useCasinoLocale,
  useToast,
} from '@casino/ui';
import { Bell } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { Page } from '@/components/page';
import { PendingContent, SlowLoadNotice } from '@/components/pending-content';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/api-error';
import { useLoadStatus } from '@/lib/hooks/use-load-status';
import { useLateCatalogue } from '@/lib/i18n/late-catalogues';
import { moveToListStart } from '@/lib/list-start';
import {
  notificationsQuery,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications-calls';
import { useUnreadCount } from '../api/unread-count';
import { inboxPageNumber, inboxPageSearch } from '../inbox-page-number';
import { noticeText } from '../notice-text';
import * as styles from './inbox.css';

/** `/user/notifications`: the player's notices, newest first, 20 a page; its texts are a catalogue of their own. */
export function NotificationsPage() {
  const { t } = useTranslation();
  if (!useLateCatalogue('inbox')) {
    return (
      <Page title={null}>
        <ListSkeleton label={t('common.loading')} />
      </Page>
    );
  }
  return <Inbox />;
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeletonList} role="status" aria-label={label}>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} variant="block" height={88} />
      ))}
    </div>
  );
}

function Inbox() {
  const { t } = useTranslation();
  const locale = useCasinoLocale();
  const toast = useToast();
  const listId = useId();
  const [params] = useSearchParams();
  const page = inboxPageNumber(params);
  const notices = useNotifications(page);
  const load = useLoadStatus(notices, notificationsQuery(page).queryKey);
  const unread = useUnreadCount(true).data ?? 0;
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const [markingId, setMarkingId] = useState<number>();

  const failed = (error: unknown) =>
    toast.show({
      tone: 'error',
      title: t('inbox.markFailed'),
      description: errorMessage(error, t('common.unknownError')),
    });
  const mark = (id: number) => {
    setMarkingId(id);
    markOne.mutate(id, { onError: failed, onSettled: () => setMarkingId(undefined) });
  };
  const open = (notice: PlayerNotification | undefined) => {
    // Following a notice's link reads it; the page changes, so a failure here is not worth a message.
    if (notice && notice.readAt === null) markOne.mutate(notice.id);
  };

  const content = () => {
    if (notices.isPending) {
      return (
        <PendingContent status={load}>
          <ListSkeleton label={t('inbox.loading')} />
        </PendingContent>
      );
    }
    if (notices.isError) {
      return (
        <LoadFailure
          title={t('inbox.failed')}
          error={notices.error}
          onRetry={() => void notices.refetch()}
          isRetrying={notices.isFetching}
        />
      );
    }
    const { items, pagination } = notices.data;
    if (pagination.totalItems === 0) {
      return <EmptyState icon={<Bell size={28} />} title={t('inbox.emptyTitle')} description={t('inbox.emptyHint')} />;
    }
    if (items.length === 0) {
      return (
        <EmptyState
          title={t('account.history.pageEmpty')}
          action={
            <ButtonLink href={paths.notifications} variant="secondary">
              {t('account.history.firstPage')}
            </ButtonLink>
          }
        />
      );
    }
    const byId = new Map(items.map((notice) => [notice.id, notice]));
    return (
      <>
        <SlowLoadNotice status={load} variant="banner" />
        <div id={listId} aria-busy={notices.isPlaceholderData || undefined}>
          <NotificationList
            label={t('inbox.listLabel')}
            markReadLabel={t('inbox.markRead')}
            unreadLabel={t('inbox.unread')}
            markingId={markingId}
            onMarkRead={(id) => mark(Number(id))}
            onOpen={(id) => open(byId.get(Number(id)))}
            items={items.map((notice) => ({
              id: notice.id,
              ...noticeText(notice, t, locale),
              time: notice.createdAt,
              isRead: notice.readAt !== null,
            }))}
          />
        </div>
        {pagination.totalPages > 1 ? (
          <Pagination
            currentPage={pagination.currentPage}
            totalPages={pagination.totalPages}
            getPageHref={(target) => `${paths.notifications}${inboxPageSearch(target)}`}
            label={t('inbox.pagination')}
            onPageChange={() => moveToListStart(document.getElementById(listId))}
            previousLabel={t('account.history.previous')}
            nextLabel={t('account.history.next')}
            getPageLabel={(target) => t('account.history.page', { page: target })}
          />
        ) : null}
      </>
    );
  };

  return (
    <Page
      title={t('inbox.title')}
      actions={
        unread > 0 ? (
          <Button
            variant="secondary"
            size="md"
            isLoading={markAll.isPending}
            onPress={() => markAll.mutate(undefined, { onError: failed })}
          >
            {t('inbox.markAll')}
          </Button>
        ) : null
      }
    >
      <div className={styles.content}>{content()}</div>
    </Page>
  );
}
