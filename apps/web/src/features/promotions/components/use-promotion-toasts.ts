import { useToast } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { promotionErrorDetail } from '../promotion-errors';

/** The failure title (docs/product.md#error-texts) with the reason under it, and a short confirmation on success. */
export function usePromotionToasts() {
  const { t } = useTranslation();
  const toast = useToast();
  const detail = (error: unknown) =>
    promotionErrorDetail(error, {
      aliasRequired: t('account.promotions.aliasRequired'),
      somethingWentWrong: t('account.promotions.somethingWentWrong'),
    });
  return {
    activated: (title: string) =>
      toast.show({
        tone: 'success',
        title: t('account.promotions.activated'),
        description: t('account.promotions.activatedText', { title }),
      }),
    activateFailed: (error: unknown) =>
      toast.show({ tone: 'error', title: t('account.promotions.activateFailed'), description: detail(error) }),
    cancelled: (title: string) =>
      toast.show({
        tone: 'success',
        title: t('account.promotions.cancelled'),
        description: t('account.promotions.cancelledText', { title }),
      }),
    cancelFailed: (error: unknown) =>
      toast.show({ tone: 'error', title: t('account.promotions.cancelFailed'), description: detail(error) }),
  };
}
