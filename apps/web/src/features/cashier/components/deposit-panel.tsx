import type { CryptoDeposit, Deposit, PaymentMethod } from '@casino/api-contract';
import type { VerifiedStep } from '@casino/api-contract/verification-rules';
import { AmountInput, Button, EmptyState, PromotionSelect, Spinner, toMajorUnits, useLocaleFormat } from '@casino/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PendingContent } from '@/components/pending-content';
import { DEFAULT_CURRENCY, QUICK_DEPOSIT_AMOUNTS } from '@/config/constants';
import { useAuth } from '@/features/auth';
import { useActivePromotions } from '@/features/promotions';
import { DepositGate, loadDepositErrorText } from '@/features/responsible-gaming';
import { errorMessage } from '@/lib/api/api-error';
import { useLoadStatus } from '@/lib/hooks/use-load-status';
import { typedMinorUnits } from '@/lib/money/amount-check';
import { verificationRequiredStep } from '@/lib/verification-refusal';
import { cashierKeys } from '../api/cashier-keys';
import { useCardDeposit } from '../api/create-card-deposit';
import { useCryptoDeposit } from '../api/create-crypto-deposit';
import { usePaymentMethods } from '../api/get-payment-methods';
import {
  type DepositFormValues,
  type DepositRequest,
  depositFormDefaults,
  depositFormSchema,
  IN_CASHIER,
} from '../deposit-form';
import { useSingleFlight } from '../money-action';
import { CardFrame } from './card-frame';
import * as styles from './cashier.css';
import { CashierLoadError } from './cashier-load-error';
import { CryptoChoice, CryptoDepositDetails } from './crypto-deposit';

// Loaded with the first refusal: most visits never show it.
const VerificationRequired = lazy(() =>
  import('@/components/verification-required').then((m) => ({ default: m.VerificationRequired })),
);

/** Deposit methods from `/me/funds/payments` (docs/product.md#entities), amount with quick amounts and limits, promotion, then pay. */
export function DepositPanel() {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  const load = useLoadStatus(methods, cashierKeys.paymentMethods());
  if (methods.isPending)
    return (
      <PendingContent status={load}>
        <Spinner label={t('cashier.loading')} />
      </PendingContent>
    );
  if (methods.isError) {
    return (
      <CashierLoadError
        title={t('cashier.deposit.methodsFailed')}
        error={methods.error}
        isRetrying={methods.isFetching}
        onRetry={() => void methods.refetch()}
      />
    );
  }
  if (!methods.data.some((m) => m.active)) return <EmptyState title={t('cashier.deposit.noMethods')} titleAs="h3" />;
  return (
    <DepositGate>
      <DepositForm methods={methods.data} />
    </DepositGate>
  );
}

function DepositForm({ methods }: { methods: PaymentMethod[] }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const { user } = useAuth();
  const currency = user?.currency ?? DEFAULT_CURRENCY;
  // The promotion select (docs/product.md#dialogs-and-widgets): the promotions the player has activated.
  const promotions = useActivePromotions();
  const card = useCardDeposit();
  const crypto = useCryptoDeposit();
  const cardFlight = useSingleFlight(card.mutateAsync);
  const cryptoFlight = useSingleFlight(crypto.mutateAsync);
  const form = useForm<DepositFormValues, unknown, DepositRequest>({
    resolver: zodResolver(depositFormSchema({ methods, currency, t, locale: format.locale })),
    defaultValues: depositFormDefaults(methods),
    // The cashier's behaviour before react-hook-form, kept: a message stays until the next press of Deposit, and
    // focus stays on the button pressed (moving it would scroll the page to the first field with a message).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [methodId, amount, cardToken, coin, network] = form.watch(['method', 'amount', 'card', 'coin', 'network']);
  const [completed, setCompleted] = useState<Deposit | null>(null);
  const [cryptoDeposit, setCryptoDeposit] = useState<CryptoDeposit | null>(null);
  const [verificationStep, setVerificationStep] = useState<VerifiedStep>();
  // A new card form after a decline or a finished deposit: the old token is spent or refused.
  const [frameKey, setFrameKey] = useState(0);
  const newCardForm = () => {
    form.setValue('card', null);
    setFrameKey((k) => k + 1);
  };

  const method = methods.find((m) => m.id === methodId);
  const busy = cardFlight.busy || cryptoFlight.busy;

  if (completed) {
    return (
      <div className={styles.panel}>
        <p role="status" className={styles.success}>
          {t('cashier.deposit.success', {
            amount: format.money(completed.amount, completed.currency),
            balance: format.money(completed.balance, completed.currency),
          })}
        </p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="md"
            onPress={() => {
              setCompleted(null);
              newCardForm();
            }}
          >
            {t('cashier.deposit.another')}
          </Button>
        </div>
      </div>
    );
  }
  if (cryptoDeposit) {
    return <CryptoDepositDetails deposit={cryptoDeposit} onNew={() => setCryptoDeposit(null)} />;
  }

  const onValid = async (request: DepositRequest) => {
    setVerificationStep(undefined);
    try {
      if (request.method === 's2s') {
        const result = await cardFlight.submit(request.body);
        if (result) setCompleted(result);
      } else {
        const result = await cryptoFlight.submit(request.body);
        if (result) setCryptoDeposit(result);
      }
    } catch (error) {
      // Refused before any money moved (GB: verify before the first deposit): why, and the way to verify.
      const step = verificationRequiredStep(error);
      if (step) return setVerificationStep(step);
      const depositErrorText = await loadDepositErrorText().catch(() => undefined);
      const fallback = t('cashier.deposit.failed');
      form.setError('root.server', {
        message: depositErrorText ? depositErrorText(t, format, error, fallback) : errorMessage(error, fallback),
      });
      if (request.method === 's2s') newCardForm();
    }
  };

  const typed = method ? typedMinorUnits(amount, currency) : undefined;
  const amountText = typed === undefined ? null : format.money(typed, currency);
  const formError = errors.card?.message ?? errors.root?.server?.message;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
      aria-busy={busy}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('cashier.deposit.methodLabel')}</legend>
        <div className={styles.choices}>
          {methods.map((m) => (
            <label key={m.id} className={styles.choice}>
              <input
                type="radio"
                value={m.id}
                disabled={!m.active}
                {...form.register('method', { onChange: () => form.clearErrors() })}
                className={styles.choiceInput}
              />
              <span>{t(`cashier.deposit.methods.${m.id}`)}</span>
              {m.active ? null : <span className={styles.choiceNote}>{t('cashier.deposit.unavailable')}</span>}
            </label>
          ))}
        </div>
      </fieldset>

      {method && !IN_CASHIER.has(method.id) ? (
        <p className={styles.muted}>{t('cashier.deposit.changellyInfo')}</p>
      ) : (
        <>
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <AmountInput
                ref={field.ref}
                name={field.name}
                label={t('cashier.amount')}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                currency={currency}
                min={method ? toMajorUnits(method.minAmount, currency) : undefined}
                max={method ? toMajorUnits(method.maxAmount, currency) : undefined}
                minMessage={
                  method ? t('cashier.amountMin', { amount: format.money(method.minAmount, currency) }) : undefined
                }
                maxMessage={
                  method ? t('cashier.amountMax', { amount: format.money(method.maxAmount, currency) }) : undefined
                }
                invalidMessage={t('cashier.amountInvalid')}
                quickAmounts={QUICK_DEPOSIT_AMOUNTS}
                quickAmountsLabel={t('cashier.quickAmounts')}
                errorMessage={errors.amount?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="promotion"
            render={({ field }) => (
              <PromotionSelect
                ref={field.ref}
                name={field.name}
                label={t('cashier.deposit.promotion')}
                noPromotionLabel={t('cashier.deposit.noPromotion')}
                // An activation whose bonus a deposit already paid cannot pay again (docs/product.md#bonuses).
                promotions={(promotions.data ?? [])
                  .filter((p) => !p.bonus)
                  .map((p) => ({ alias: p.alias, title: p.title }))}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          {methodId === 's2s' ? (
            <>
              <CardFrame key={frameKey} onToken={(token) => form.setValue('card', token)} />
              {cardToken ? (
                <p role="status" className={styles.success}>
                  {t('cashier.card.ready', {
                    brand: cardToken.brand === 'visa' ? t('cashier.card.brandVisa') : t('cashier.card.brandMastercard'),
                    last4: cardToken.last4,
                  })}
                </p>
              ) : null}
            </>
          ) : (
            <CryptoChoice
              coin={coin}
              network={network}
              onCoin={(next) => form.setValue('coin', next)}
              onNetwork={(next) => form.setValue('network', next)}
            />
          )}
          {formError ? (
            <p role="alert" className={styles.error}>
              {formError}
            </p>
          ) : null}
          {verificationStep ? (
            <Suspense fallback={null}>
              <VerificationRequired step={verificationStep} className={styles.error} />
            </Suspense>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" variant="primary" size="lg" isDisabled={busy}>
              {busy
                ? t('cashier.deposit.sending')
                : methodId === 'nowpayments'
                  ? t('cashier.crypto.create')
                  : amountText
                    ? t('cashier.deposit.submit', { amount: amountText })
                    : t('cashier.deposit.submitPlain')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
