import { type GamingLimit, isStricter } from '@casino/api-contract';
import { AmountInput, Button, useLocaleFormat } from '@casino/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAmount, typedMinorUnits } from '@/lib/money/amount-check';
import { amountMessage } from '@/lib/money/amount-message';
import { useSetGamingLimit } from '../api/responsible-gaming-calls';
import * as styles from './rg.css';

/** One limit (say the daily deposit limit): what is in force, what is used, what is pending, and a form to change it. */
export function LimitCard({ limit, currency }: { limit: GamingLimit; currency: string }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const save = useSetGamingLimit();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [confirmation, setConfirmation] = useState<string>();
  const period = t(`rg.periodWords.${limit.period}`);
  const kind = t(`rg.limits.kindWords.${limit.kind}`);
  const money = (minor: number) => format.money(minor, currency);

  const send = (amount: number | null) => {
    setConfirmation(undefined);
    save.mutate(
      { kind: limit.kind, period: limit.period, amount },
      {
        onSuccess: (state) => {
          const now = state.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
          if (!now) return;
          setValue('');
          if (now.pending) {
            setConfirmation(
              t('rg.limits.savedPending', {
                period,
                kind,
                date: format.dateTime(now.pending.effectiveAt),
                amount: now.amount === null ? t('rg.limits.none') : money(now.amount),
              }),
            );
          } else if (now.amount === null) {
            setConfirmation(t('rg.limits.savedNone', { period, kind }));
          } else {
            setConfirmation(t('rg.limits.savedNow', { period, kind, amount: money(now.amount) }));
          }
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkAmount(value, currency, {});
    const message = amountMessage(t, check, currency, format.locale);
    setFieldError(message);
    if (check.ok) send(check.minorUnits);
  };

  const typed = typedMinorUnits(value, currency);
  const willWait = typed !== undefined && !isStricter(typed, limit.amount);

  return (
    <section className={styles.card} aria-label={t('rg.limits.cardLabel', { period, kind })}>
      <h3 className={styles.subTitle}>{t(`rg.periods.${limit.period}`)}</h3>
      <p className={styles.facts}>
        <span className={styles.strong}>
          {limit.amount === null ? t('rg.limits.none') : t('rg.limits.current', { amount: money(limit.amount) })}
        </span>
        <span>
          {t(limit.kind === 'deposit' ? 'rg.limits.usedDeposit' : 'rg.limits.usedLoss', {
            window: t(`rg.periodWindows.${limit.period}`),
            used: money(limit.used),
          })}
        </span>
        {limit.remaining !== null ? <span>{t('rg.limits.remaining', { amount: money(limit.remaining) })}</span> : null}
      </p>
      {limit.pending ? (
        <p className={styles.pending}>
          {limit.pending.amount === null
            ? t('rg.limits.pendingRemoval', { date: format.dateTime(limit.pending.effectiveAt) })
            : t('rg.limits.pendingRaise', {
                amount: money(limit.pending.amount),
                date: format.dateTime(limit.pending.effectiveAt),
              })}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className={styles.facts}>
        <AmountInput
          label={t('rg.limits.newLimit', { period })}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            setFieldError(undefined);
          }}
          currency={currency}
          invalidMessage={t('cashier.amountInvalid')}
          quickAmounts={[]}
          errorMessage={fieldError}
        />
        {willWait ? <p className={styles.hint}>{t('rg.limits.rules')}</p> : null}
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="primary"
            size="md"
            isLoading={save.isPending && save.variables?.amount !== null}
          >
            {t('rg.limits.save')}
          </Button>
          {limit.amount !== null && limit.pending?.amount !== null ? (
            <Button
              variant="secondary"
              size="md"
              isLoading={save.isPending && save.variables?.amount === null}
              onPress={() => send(null)}
            >
              {t('rg.limits.remove')}
            </Button>
          ) : null}
        </div>
      </form>
      <div aria-live="polite">
        {confirmation ? <p className={styles.success}>{confirmation}</p> : null}
        {save.isError ? (
          <p role="alert" className={styles.error}>
            {t('rg.limits.failed')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
