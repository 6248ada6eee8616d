import type { Promotion } from '@casino/api-contract';
import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useExclusive } from '@/lib/hooks/use-exclusive';
import { useActivatePromotion } from '../api/promotion-actions';
import { usePromotionToasts } from './use-promotion-toasts';

export type ActivatePromotionButtonProps = {
  promotion: Promotion;
  /** Called once it is active, before the lists reload and this button gives way to a badge. */
  onActivated?: () => void;
};

/** Busy while the request and the reload of both lists run, so a second press cannot send a second request. */
export function ActivatePromotionButton({ promotion, onActivated }: ActivatePromotionButtonProps) {
  const { t } = useTranslation();
  const toasts = usePromotionToasts();
  const activate = useActivatePromotion({
    onSuccess: () => {
      toasts.activated(promotion.title);
      onActivated?.();
    },
    onError: toasts.activateFailed,
  });
  // Failures are told by the hook's onError; the guard only needs to know when the run is over.
  const activateOnce = useExclusive(() => activate.mutateAsync(promotion.alias).catch(() => undefined));
  return (
    <Button
      variant="primary"
      size="md"
      isLoading={activate.isPending}
      aria-label={t('account.promotions.activateNamed', { title: promotion.title })}
      onPress={() => void activateOnce()}
    >
      {t('account.promotions.activate')}
    </Button>
  );
}
