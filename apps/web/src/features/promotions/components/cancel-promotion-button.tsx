import type { ActivePromotion } from '@casino/api-contract';
import { Button, DEFAULT_CURRENCY, Modal, useLocaleFormat } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth';
import { useExclusive } from '@/lib/hooks/use-exclusive';
import { useCancelPromotion } from '../api/promotion-actions';
import * as styles from './promotions.css';
import { usePromotionToasts } from './use-promotion-toasts';

export type CancelPromotionButtonProps = {
  promotion: ActivePromotion;
  /**
   * Where focus goes after a successful cancel: this card leaves the active list, so its button cannot take focus
   * back from the dialog.
   */
  focusAfterCancel?: HTMLElement | null;
};

/** Cancelling forfeits the bonus, so it is confirmed in a dialog first. */
export function CancelPromotionButton({ promotion, focusAfterCancel }: CancelPromotionButtonProps) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const currency = useAuth().user?.currency ?? DEFAULT_CURRENCY;
  const [open, setOpen] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const toasts = usePromotionToasts();
  const cancel = useCancelPromotion({
    onSuccess: () => {
      toasts.cancelled(promotion.title);
      setCancelled(true);
      setOpen(false);
    },
    onError: (error) => {
      toasts.cancelFailed(error);
      setOpen(false);
    },
  });

  const cancelOnce = useExclusive(() => cancel.mutateAsync(promotion.historyId).catch(() => undefined));

  return (
    <Modal.Root open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <Modal.Trigger asChild>
        <Button
          variant="secondary"
          size="md"
          isLoading={cancel.isPending}
          aria-label={t('account.promotions.cancelNamed', { title: promotion.title })}
        >
          {t('account.promotions.cancel')}
        </Button>
      </Modal.Trigger>
      <Modal.Content size="sm" returnFocusTo={cancelled ? focusAfterCancel : undefined}>
        <Modal.Title>{t('account.promotions.confirmCancelTitle')}</Modal.Title>
        <Modal.Description>
          {t('account.promotions.confirmCancelText', { title: promotion.title })}
          {promotion.bonus && promotion.status === 'active'
            ? ` ${t('account.promotions.confirmCancelForfeit', { amount: format.money(promotion.bonus.balance, currency) })}`
            : null}
        </Modal.Description>
        <Modal.Footer>
          <div className={styles.dialogActions}>
            <Modal.Close>
              <Button variant="secondary" isDisabled={cancel.isPending}>
                {t('account.promotions.keep')}
              </Button>
            </Modal.Close>
            <Button variant="danger" isLoading={cancel.isPending} onPress={() => void cancelOnce()}>
              {t('account.promotions.confirmCancel')}
            </Button>
          </div>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
