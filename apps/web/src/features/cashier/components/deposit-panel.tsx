import type { CryptoCoin, CryptoDeposit, Deposit, PaymentMethod, UsdtNetwork } from '@casino/api-contract';
import { AmountInput, Button, EmptyState, PromotionSelect, Spinner, useLocaleFormat } from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingContent } from '../../../components/pending-content';
import { QUICK_DEPOSIT_AMOUNTS } from '../../../config/constants';
import { useLoadStatus } from '../../../lib/hooks/use-load-status';
import { useAuth } from '../../auth';
import { DepositGate, depositErrorText, RG_KEY } from '../../responsible-gaming';
import { checkAmount } from '../amount-rules';
import { useCardDeposit, useCryptoDeposit, useDepositPromotions, usePaymentMethods } from '../api/cashier-calls';
import { queryClientKeys } from '../api/cashier-keys';
import { useSingleFlight } from '../money-action';
import { amountMessage } from './amount-message';
import { CardFrame, type CardToken } from './card-frame';
import * as styles from './cashier.css';
import { CashierLoadError } from './cashier-load-error';
import { CryptoChoice, CryptoDepositDetails } from './crypto-deposit';

/** Methods this cashier takes deposits with itself; changelly is offered but opens elsewhere. */
const IN_CASHIER = new Set(['s2s', 'nowpayments']);

/** Deposit methods from `/me/funds/payments` (spec §3), amount with quick amounts and limits, promotion, then pay. */
export function DepositPanel() {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  const load = useLoadStatus(methods, queryClientKeys.paymentMethods);
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
  const currency = user?.currency ?? 'USD';
  const promotions = useDepositPromotions();
  const queryClient = useQueryClient();
  const card = useCardDeposit();
  const crypto = useCryptoDeposit();
  const cardFlight = useSingleFlight(card.mutateAsync);
  const cryptoFlight = useSingleFlight(crypto.mutateAsync);

  const firstActive = methods.find((m) => m.active && IN_CASHIER.has(m.id)) ?? methods.find((m) => m.active);
  const [methodId, setMethodId] = useState(firstActive?.id ?? 's2s');
  const [amount, setAmount] = useState('');
  const [promotion, setPromotion] = useState<string | null>(null);
  const [cardToken, setCardToken] = useState<CardToken | null>(null);
  const [coin, setCoin] = useState<CryptoCoin>('usdt');
  const [network, setNetwork] = useState<UsdtNetwork>('trc20');
  const [errors, setErrors] = useState<{ amount?: string; form?: string }>({});
  const [completed, setCompleted] = useState<Deposit | null>(null);
  const [cryptoDeposit, setCryptoDeposit] = useState<CryptoDeposit | null>(null);
  // A new card form after a decline or a finished deposit: the old token is spent or refused.
  const [frameKey, setFrameKey] = useState(0);

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
              setCardToken(null);
              setFrameKey((k) => k + 1);
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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method) return;
    const check = checkAmount(amount, currency, { min: method.minAmount, max: method.maxAmount });
    const amountError = amountMessage(t, check, currency, format.locale);
    const needsCard = method.id === 's2s' && !cardToken;
    setErrors({ amount: amountError, form: needsCard ? t('cashier.card.needCard') : undefined });
    if (!check.ok || needsCard) return;
    try {
      if (method.id === 's2s' && cardToken) {
        const result = await cardFlight.submit({
          amount: check.minorUnits,
          paymentToken: cardToken.token,
          promotionAlias: promotion,
        });
        if (result) setCompleted(result);
      } else if (method.id === 'nowpayments') {
        const result = await cryptoFlight.submit({
          amount: check.minorUnits,
          coin,
          network: coin === 'usdt' ? network : null,
          promotionAlias: promotion,
        });
        if (result) setCryptoDeposit(result);
      }
    } catch (error) {
      setErrors({ form: depositErrorText(t, format, error, t('cashier.deposit.failed')) });
      if (method.id === 's2s') {
        setCardToken(null);
        setFrameKey((k) => k + 1);
      }
    } finally {
      void queryClient.invalidateQueries({ queryKey: queryClientKeys.all });
      void queryClient.invalidateQueries({ queryKey: RG_KEY });
    }
  };

  const amountText = (() => {
    const check = method ? checkAmount(amount, currency, {}) : null;
    return check?.ok ? format.money(check.minorUnits, currency) : null;
  })();

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('cashier.deposit.methodLabel')}</legend>
        <div className={styles.choices}>
          {methods.map((m) => (
            <label key={m.id} className={styles.choice}>
              <input
                type="radio"
                name="deposit-method"
                value={m.id}
                checked={methodId === m.id}
                disabled={!m.active}
                onChange={() => {
                  setMethodId(m.id);
                  setErrors({});
                }}
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
          <AmountInput
            label={t('cashier.amount')}
            value={amount}
            onValueChange={setAmount}
            currency={currency}
            min={method ? method.minAmount / 100 : undefined}
            max={method ? method.maxAmount / 100 : undefined}
            minMessage={
              method ? t('cashier.amountMin', { amount: format.money(method.minAmount, currency) }) : undefined
            }
            maxMessage={
              method ? t('cashier.amountMax', { amount: format.money(method.maxAmount, currency) }) : undefined
            }
            invalidMessage={t('cashier.amountInvalid')}
            quickAmounts={QUICK_DEPOSIT_AMOUNTS}
            quickAmountsLabel={t('cashier.quickAmounts')}
            errorMessage={errors.amount}
          />
          <PromotionSelect
            label={t('cashier.deposit.promotion')}
            noPromotionLabel={t('cashier.deposit.noPromotion')}
            promotions={(promotions.data ?? []).map((p) => ({ alias: p.alias, title: p.title }))}
            value={promotion}
            onChange={setPromotion}
          />
          {methodId === 's2s' ? (
            <>
              <CardFrame key={frameKey} onToken={setCardToken} />
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
            <CryptoChoice coin={coin} network={network} onCoin={setCoin} onNetwork={setNetwork} />
          )}
          {errors.form ? (
            <p role="alert" className={styles.error}>
              {errors.form}
            </p>
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
