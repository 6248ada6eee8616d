import type { PlayerNotification } from '@casino/api-contract';
import { formatDateTime, formatMoney } from '@casino/ui';
import type { TFunction } from 'i18next';
import { cashierPaths } from '@/config/cashier-paths';
import { paths } from '@/config/paths';

/** A notice as the inbox shows it: what happened, more about it, and where it leads. */
export type NoticeText = { title: string; message: string; href: string };

/**
 * Words one notice in the player's language from the facts the API sent: amounts in the notice's currency and dates in
 * the language's locale. Money leads to the cashier (a withdrawal still waiting to its pending list), a bonus to the
 * promotions, a limit to responsible gaming, a verification decision to the verification page.
 */
export function noticeText(notice: PlayerNotification, t: TFunction, locale: string): NoticeText {
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const date = (iso: string) => formatDateTime(iso, locale);
  switch (notice.kind) {
    case 'deposit-confirmed': {
      const amount = money(notice.params.amount, notice.params.currency);
      return {
        title: t('inbox.kinds.depositConfirmed.title', { amount }),
        message: t('inbox.kinds.depositConfirmed.message'),
        href: cashierPaths.tab('deposit'),
      };
    }
    case 'withdrawal-approved': {
      const amount = money(notice.params.amount, notice.params.currency);
      return {
        title: t('inbox.kinds.withdrawalApproved.title', { amount }),
        message: t('inbox.kinds.withdrawalApproved.message'),
        href: cashierPaths.tab('pending'),
      };
    }
    case 'withdrawal-paid': {
      const amount = money(notice.params.amount, notice.params.currency);
      return {
        title: t('inbox.kinds.withdrawalPaid.title', { amount }),
        message: t('inbox.kinds.withdrawalPaid.message'),
        href: paths.transactions,
      };
    }
    case 'withdrawal-rejected': {
      const amount = money(notice.params.amount, notice.params.currency);
      const { reason } = notice.params;
      return {
        title: t('inbox.kinds.withdrawalRejected.title', { amount }),
        message: reason
          ? t('inbox.kinds.withdrawalRejected.reason', { reason })
          : t('inbox.kinds.withdrawalRejected.message'),
        href: cashierPaths.tab('withdraw'),
      };
    }
    case 'withdrawal-cancelled': {
      const amount = money(notice.params.amount, notice.params.currency);
      return {
        title: t('inbox.kinds.withdrawalCancelled.title', { amount }),
        message: t('inbox.kinds.withdrawalCancelled.message'),
        href: cashierPaths.tab('withdraw'),
      };
    }
    case 'bonus-expiring':
      return {
        title: t('inbox.kinds.bonusExpiring.title'),
        message: t('inbox.kinds.bonusExpiring.message', {
          name: notice.params.title,
          date: date(notice.params.expiresAt),
        }),
        href: paths.promotions,
      };
    case 'limit-changed': {
      const { limit, period, amount, currency, effectiveAt } = notice.params;
      const name = t(`inbox.limits.${limit}.${period}`);
      let message: string;
      if (effectiveAt === null) {
        message = t('inbox.kinds.limitChanged.now', { amount: amount === null ? '' : money(amount, currency) });
      } else if (amount === null) {
        message = t('inbox.kinds.limitChanged.removedLater', { date: date(effectiveAt) });
      } else {
        message = t('inbox.kinds.limitChanged.later', { amount: money(amount, currency), date: date(effectiveAt) });
      }
      return { title: t('inbox.kinds.limitChanged.title', { limit: name }), message, href: paths.responsibleGaming };
    }
    case 'limit-took-effect': {
      const { limit, period, amount, currency } = notice.params;
      return {
        title: t('inbox.kinds.limitTookEffect.title', { limit: t(`inbox.limits.${limit}.${period}`) }),
        message:
          amount === null
            ? t('inbox.kinds.limitTookEffect.removed')
            : t('inbox.kinds.limitTookEffect.amount', { amount: money(amount, currency) }),
        href: paths.responsibleGaming,
      };
    }
    case 'verification-approved':
      return {
        title: t('inbox.kinds.verificationApproved.title'),
        message: t('inbox.kinds.verificationApproved.message'),
        href: paths.verification,
      };
    case 'verification-rejected':
      return {
        title: t('inbox.kinds.verificationRejected.title'),
        message: t('inbox.kinds.verificationRejected.message', { reason: notice.params.reason }),
        href: paths.verification,
      };
  }
}
