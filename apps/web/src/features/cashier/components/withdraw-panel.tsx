import type { SavedCard, Withdrawal, WithdrawalLimits } from '@casino/api-contract';
import type { VerifiedStep } from '@casino/api-contract/verification-rules';
import { AmountInput, Button, Money, Select, Spinner, TextField, toMajorUnits, useLocaleFormat } from '@casino/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { Controller, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PendingContent } from '@/components/pending-content';
import { cashierPaths } from '@/config/cashier-paths';
import { DEFAULT_CURRENCY } from '@/config/constants';
import { useAuth } from '@/features/auth';
import { ActiveBonus } from '@/features/promotions';
import { errorMessage } from '@/lib/api/api-error';
import { useLoadStatus } from '@/lib/hooks/use-load-status';
import { verificationRequiredStep } from '@/lib/verification-refusal';
import { cashierKeys } from '../api/cashier-keys';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useSavedCards } from '../api/get-saved-cards';
import { useWithdrawalLimits } from '../api/get-withdrawal-limits';
import { useSingleFlight } from '../money-action';
import {
  WITHDRAW_FORM_DEFAULTS,
  WITHDRAW_TARGETS,
  type WithdrawalRequest,
  type WithdrawFormValues,
  withdrawFormSchema,
} from '../withdraw-form';
import * as styles from './cashier.css';
import { CashierLoadError } from './cashier-load-error';
import { CoinPicker, NetworkPicker } from './coin-picker';

// Loaded with the first refusal: most visits never show it.
const VerificationRequired = lazy(() =>
  import('@/components/verification-required').then((m) => ({ default: m.VerificationRequired })),
);

/** Withdraw up to the withdrawable balance to a card on file or a crypto address checked for its coin and network. */
export function WithdrawPanel() {
  const { t } = useTranslation();
  const limits = useWithdrawalLimits();
  const load = useLoadStatus(limits, cashierKeys.withdrawalLimits());
  if (limits.isPending)
    return (
      <PendingContent status={load}>
        <Spinner label={t('cashier.loading')} />
      </PendingContent>
    );
  if (limits.isError) {
    return (
      <CashierLoadError
        title={t('cashier.withdraw.limitsFailed')}
        error={limits.error}
        isRetrying={limits.isFetching}
        onRetry={() => void limits.refetch()}
      />
    );
  }
  return <WithdrawForm limits={limits.data} />;
}

function WithdrawForm({ limits: { withdrawable, minAmount, bonusBalance = 0 } }: { limits: WithdrawalLimits }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const { user } = useAuth();
  const currency = user?.currency ?? DEFAULT_CURRENCY;
  const cards = useSavedCards();
  const create = useCreateWithdrawal();
  const { submit, busy } = useSingleFlight(create.mutateAsync);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const [verificationStep, setVerificationStep] = useState<VerifiedStep>();
  const form = useForm<WithdrawFormValues, unknown, WithdrawalRequest>({
    resolver: zodResolver(withdrawFormSchema({ currency, minAmount, withdrawable, t, locale: format.locale })),
    defaultValues: WITHDRAW_FORM_DEFAULTS,
    // The cashier's behaviour before react-hook-form, kept: a message stays until the next press of Withdraw, and
    // focus stays on the button pressed (moving it would scroll the page to the first field with a message).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [target, coin] = form.watch(['target', 'coin']);

  if (done) {
    return (
      <div className={styles.panel}>
        <p role="status" className={styles.success}>
          {t('cashier.withdraw.success', { amount: format.money(done.amount, done.currency) })}
        </p>
        <div className={styles.actions}>
          <Link to={cashierPaths.tab('pending')} replace>
            {t('cashier.withdraw.seePending')}
          </Link>
          <Button variant="secondary" size="md" onPress={() => setDone(null)}>
            {t('cashier.withdraw.submitPlain')}
          </Button>
        </div>
      </div>
    );
  }

  const onValid = async (request: WithdrawalRequest) => {
    setVerificationStep(undefined);
    try {
      const result = await submit(request);
      if (result) setDone(result);
    } catch (error) {
      // Refused before any money moved: the player is told why and sent to verify.
      const step = verificationRequiredStep(error);
      if (step) return setVerificationStep(step);
      form.setError('root.server', { message: errorMessage(error, t('cashier.withdraw.failed')) });
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
      aria-busy={busy}
    >
      <p className={styles.muted}>
        {t('cashier.withdraw.available')}: <Money minorUnits={withdrawable} currency={currency} />
      </p>
      {bonusBalance > 0 ? (
        <>
          <p className={styles.muted}>
            {t('cashier.withdraw.bonusHeld', { amount: format.money(bonusBalance, currency) })}
          </p>
          <ActiveBonus currency={currency} />
        </>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('cashier.withdraw.destination')}</legend>
        <div className={styles.choices}>
          {WITHDRAW_TARGETS.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                value={value}
                {...form.register('target', { onChange: () => form.clearErrors() })}
                className={styles.choiceInput}
              />
              <span>{value === 'card' ? t('cashier.withdraw.toCard') : t('cashier.withdraw.toCrypto')}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {target === 'card' ? (
        cards.isPending ? (
          <Spinner label={t('cashier.loading')} />
        ) : (
          <CardChoice cards={cards.data ?? []} field={form.register('cardId')} errorMessage={errors.cardId?.message} />
        )
      ) : (
        <>
          <Controller
            control={form.control}
            name="coin"
            render={({ field }) => <CoinPicker name="withdraw-coin" value={field.value} onChange={field.onChange} />}
          />
          {coin === 'usdt' ? (
            <Controller
              control={form.control}
              name="network"
              render={({ field }) => (
                <NetworkPicker name="withdraw-network" value={field.value} onChange={field.onChange} />
              )}
            />
          ) : null}
          <TextField
            label={t('cashier.withdraw.address')}
            autoComplete="off"
            spellCheck={false}
            errorMessage={errors.address?.message}
            {...form.register('address')}
          />
          {coin === 'xrp' ? (
            <TextField
              label={t('cashier.withdraw.tag')}
              inputMode="numeric"
              autoComplete="off"
              errorMessage={errors.tag?.message}
              {...form.register('tag')}
            />
          ) : null}
        </>
      )}

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
            min={toMajorUnits(minAmount, currency)}
            max={toMajorUnits(withdrawable, currency)}
            quickAmounts={[]}
            errorMessage={errors.amount?.message}
          />
        )}
      />
      {errors.root?.server ? (
        <p role="alert" className={styles.error}>
          {errors.root.server.message}
        </p>
      ) : null}
      {verificationStep ? (
        <Suspense fallback={null}>
          <VerificationRequired step={verificationStep} className={styles.error} />
        </Suspense>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="lg" isDisabled={busy}>
          {busy ? t('cashier.deposit.sending') : t('cashier.withdraw.submitPlain')}
        </Button>
      </div>
    </form>
  );
}

/** A card on file to withdraw to; a player who never deposited by card has none. */
function CardChoice({
  cards,
  field,
  errorMessage: message,
}: {
  cards: SavedCard[];
  field: UseFormRegisterReturn<'cardId'>;
  errorMessage: string | undefined;
}) {
  const { t } = useTranslation();
  if (cards.length === 0) return <p className={styles.muted}>{t('cashier.withdraw.noCards')}</p>;
  const options = cards.map((card) => ({
    value: String(card.id),
    label: t('cashier.withdraw.cardOption', {
      brand: card.brand === 'visa' ? t('cashier.card.brandVisa') : t('cashier.card.brandMastercard'),
      last4: card.last4,
      month: String(card.expMonth).padStart(2, '0'),
      year: String(card.expYear).slice(-2),
    }),
  }));
  return (
    <Select
      label={t('cashier.withdraw.card')}
      options={options}
      placeholder={t('cashier.withdraw.cardRequired')}
      errorMessage={message}
      {...field}
    />
  );
}
