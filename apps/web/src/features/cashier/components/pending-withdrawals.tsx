import type { Withdrawal } from '@casino/api-contract';
import { Button, DateTime, EmptyState, Modal, Money, Pagination, Spinner, useLocaleFormat } from '@casino/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PendingContent } from '@/components/pending-content';
import { cashierPaths } from '@/config/cashier-paths';
import { useJurisdictionRules } from '@/features/site';
import { useLoadStatus } from '@/lib/hooks/use-load-status';
import { moveToListStart } from '@/lib/list-start';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { cashierKeys } from '../api/cashier-keys';
import { useWithdrawals } from '../api/get-withdrawals';
import { useSingleFlight } from '../money-action';
import { pageFromSearch, withdrawalsFetchErrorKey } from '../withdrawal-errors';
import * as styles from './cashier.css';
import { CashierLoadError } from './cashier-load-error';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** `/me/withdrawals`, 10 per page (docs/product.md#paging-and-sizes), each pending one with Cancel behind a confirmation. */
export function PendingWithdrawals() {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const formatAmount = (w: Withdrawal) => format.money(w.amount, w.currency);
  const [search] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const withdrawals = useWithdrawals(page);
  const load = useLoadStatus(withdrawals, cashierKeys.withdrawals(page));
  const cancel = useCancelWithdrawal();
  const { submit, busy } = useSingleFlight(cancel.mutateAsync);
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // Where reverse withdrawals are banned (GB) a request is final: no Cancel column at all (docs/product.md#jurisdictions).
  const { withdrawalCancel } = useJurisdictionRules();

  const onConfirm = async () => {
    if (!confirming) return;
    try {
      await submit({ transactionId: confirming.transactionId });
      setNotice({ tone: 'success', text: t('cashier.pending.cancelled') });
    } catch {
      setNotice({ tone: 'error', text: t('cashier.pending.cancelFailed') });
    } finally {
      setConfirming(null);
    }
  };

  const noticeLine = notice ? (
    <p
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={notice.tone === 'error' ? styles.error : styles.success}
    >
      {notice.text}
    </p>
  ) : null;

  if (withdrawals.isPending) {
    return (
      <PendingContent status={load}>
        <Spinner label={t('cashier.loading')} />
      </PendingContent>
    );
  }
  if (withdrawals.isError) {
    return (
      <CashierLoadError
        title={t(withdrawalsFetchErrorKey(withdrawals.error))}
        error={withdrawals.error}
        onRetry={() => void withdrawals.refetch()}
        isRetrying={withdrawals.isFetching}
      />
    );
  }
  const { items, pagination } = withdrawals.data;
  return (
    <div className={styles.panel} ref={listRef}>
      {noticeLine}
      {withdrawalCancel ? null : <p className={styles.muted}>{t('site.withdrawalsFinal')}</p>}
      {items.length === 0 ? (
        <EmptyState title={t('cashier.pending.empty')} description={t('cashier.pending.emptyText')} titleAs="h3" />
      ) : (
        // The rows of the page before stay, marked busy, while the chosen page loads (as the other lists do).
        <div className={styles.tableWrap} aria-busy={withdrawals.isPlaceholderData}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('cashier.pending.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cashier.pending.amount')}</th>
                <th scope="col">{t('cashier.pending.destination')}</th>
                <th scope="col">{t('cashier.pending.requested')}</th>
                <th scope="col">{t('cashier.pending.status')}</th>
                {withdrawalCancel ? <th scope="col">{t('cashier.pending.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {items.map((w) => (
                <tr key={w.transactionId}>
                  <td data-label={t('cashier.pending.amount')}>
                    <Money minorUnits={w.amount} currency={w.currency} />
                  </td>
                  <td data-label={t('cashier.pending.destination')} className={styles.destination}>
                    {w.destination}
                  </td>
                  <td data-label={t('cashier.pending.requested')}>
                    <DateTime value={w.createdAt} />
                  </td>
                  <td data-label={t('cashier.pending.status')}>{t(`cashier.pending.statuses.${w.status}`)}</td>
                  {withdrawalCancel ? (
                    <td data-label={t('cashier.pending.actions')}>
                      {w.status === 'pending' ? (
                        <Button
                          variant="secondary"
                          size="md"
                          onPress={() => {
                            setNotice(null);
                            setConfirming(w);
                          }}
                          aria-label={t('cashier.pending.cancelLabel', { amount: formatAmount(w) })}
                        >
                          {t('cashier.pending.cancel')}
                        </Button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        currentPage={pagination.currentPage}
        totalPages={pagination.totalPages}
        getPageHref={cashierPaths.pendingPage}
        onPageChange={() => toListStart(listRef.current)}
        label={t('cashier.pending.pagination')}
      />
      <Modal.Root open={confirming !== null} onOpenChange={(open) => !open && !busy && setConfirming(null)}>
        <Modal.Content size="sm">
          <Modal.Title>{t('cashier.pending.confirmTitle')}</Modal.Title>
          <Modal.Description>
            {confirming
              ? t('cashier.pending.confirmText', {
                  amount: formatAmount(confirming),
                  destination: confirming.destination,
                })
              : null}
          </Modal.Description>
          <Modal.Footer>
            <Button variant="secondary" size="md" onPress={() => setConfirming(null)} isDisabled={busy}>
              {t('cashier.pending.keep')}
            </Button>
            <Button variant="danger" size="md" onPress={() => void onConfirm()} isDisabled={busy}>
              {t('cashier.pending.confirm')}
            </Button>
          </Modal.Footer>
        </Modal.Content>
      </Modal.Root>
    </div>
  );
}

/**
 * After another page was chosen, the view and focus go to the list's start, as in the other lists
 * (docs/product.md#dialogs-and-widgets). `moveToListStart` scrolls the window; in the cashier dialog it is the dialog's body that scrolls.
 */
function toListStart(panel: HTMLElement | null) {
  moveToListStart(panel);
  if (panel?.closest('[role="dialog"]')) panel.scrollIntoView({ block: 'start' });
}
