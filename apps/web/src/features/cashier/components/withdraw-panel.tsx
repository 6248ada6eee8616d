import type { CryptoCoin, UsdtNetwork, Withdrawal } from '@casino/api-contract';
import { AmountInput, Button, Money, Select, Spinner, TextField, useLocaleFormat } from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PendingContent } from '../../../components/pending-content';
import { cashierPaths } from '../../../config/cashier-paths';
import { errorMessage } from '../../../lib/api-error';
import { useLoadStatus } from '../../../lib/hooks/use-load-status';
import { useAuth } from '../../auth';
import { checkDestinationTag, checkWithdrawalAddress } from '../address-validation';
import { checkAmount } from '../amount-rules';
import { useCreateWithdrawal, useSavedCards, useWithdrawalLimits } from '../api/cashier-calls';
import { queryClientKeys } from '../api/cashier-keys';
import { useSingleFlight } from '../money-action';
import { amountMessage } from './amount-message';
import * as styles from './cashier.css';
import { CashierLoadError } from './cashier-load-error';
import { CoinPicker, NetworkPicker } from './coin-picker';

type Errors = Partial<Record<'amount' | 'card' | 'address' | 'tag' | 'form', string>>;

/** Withdraw up to the withdrawable balance to a card on file or a crypto address checked for its coin and network. */
export function WithdrawPanel() {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const { user } = useAuth();
  const currency = user?.currency ?? 'USD';
  const limits = useWithdrawalLimits();
  const load = useLoadStatus(limits, queryClientKeys.withdrawalLimits);
  const cards = useSavedCards();
  const create = useCreateWithdrawal();
  const { submit, busy } = useSingleFlight(create.mutateAsync);
  const queryClient = useQueryClient();

  const [target, setTarget] = useState<'card' | 'crypto'>('crypto');
  const [amount, setAmount] = useState('');
  const [cardId, setCardId] = useState('');
  const [coin, setCoin] = useState<CryptoCoin>('usdt');
  const [network, setNetwork] = useState<UsdtNetwork>('trc20');
  const [address, setAddress] = useState('');
  const [tag, setTag] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<Withdrawal | null>(null);

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
  const { withdrawable, minAmount } = limits.data;
  const usdtNetwork = coin === 'usdt' ? network : null;

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

  const validate = (): { errors: Errors; minorUnits?: number } => {
    const next: Errors = {};
    const amountCheck = checkAmount(amount, currency, { min: minAmount, balance: withdrawable });
    next.amount = amountMessage(t, amountCheck, currency, format.locale);
    if (target === 'card') {
      if (!cardId) next.card = t('cashier.withdraw.cardRequired');
    } else {
      const check = checkWithdrawalAddress(coin, usdtNetwork, address);
      if (!check.ok) {
        next.address =
          check.error === 'required'
            ? t('cashier.withdraw.addressRequired')
            : `${t('cashier.withdraw.addressInvalid', { coin: coinLabel(coin, usdtNetwork) })}. ${t(`cashier.withdraw.addressInvalidHelp.${check.format}`)}`;
      }
      const tagCheck = checkDestinationTag(coin, tag);
      if (!tagCheck.ok) {
        next.tag = tagCheck.error === 'required' ? t('cashier.withdraw.tagRequired') : t('cashier.withdraw.tagInvalid');
      }
    }
    return { errors: next, minorUnits: amountCheck.ok ? amountCheck.minorUnits : undefined };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, minorUnits } = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean) || minorUnits === undefined) return;
    try {
      const result =
        target === 'card'
          ? await submit({ method: 'card', amount: minorUnits, cardId: Number(cardId) })
          : await submit({
              method: 'crypto',
              amount: minorUnits,
              coin,
              network: usdtNetwork,
              address: address.trim(),
              destinationTag: coin === 'xrp' ? tag.trim() : null,
            });
      if (result) setDone(result);
    } catch (error) {
      setErrors({ form: errorMessage(error, t('cashier.withdraw.failed')) });
    } finally {
      void queryClient.invalidateQueries({ queryKey: queryClientKeys.all });
    }
  };

  const cardOptions = (cards.data ?? []).map((card) => ({
    value: String(card.id),
    label: t('cashier.withdraw.cardOption', {
      brand: card.brand === 'visa' ? t('cashier.card.brandVisa') : t('cashier.card.brandMastercard'),
      last4: card.last4,
      month: String(card.expMonth).padStart(2, '0'),
      year: String(card.expYear).slice(-2),
    }),
  }));

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
      <p className={styles.muted}>
        {t('cashier.withdraw.available')}: <Money minorUnits={withdrawable} currency={currency} />
      </p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('cashier.withdraw.destination')}</legend>
        <div className={styles.choices}>
          {(['crypto', 'card'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="withdraw-target"
                value={value}
                checked={target === value}
                onChange={() => {
                  setTarget(value);
                  setErrors({});
                }}
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
        ) : cardOptions.length === 0 ? (
          <p className={styles.muted}>{t('cashier.withdraw.noCards')}</p>
        ) : (
          <Select
            label={t('cashier.withdraw.card')}
            options={cardOptions}
            placeholder={t('cashier.withdraw.cardRequired')}
            value={cardId}
            onChange={(e) => setCardId(e.target.value)}
            errorMessage={errors.card}
          />
        )
      ) : (
        <>
          <CoinPicker name="withdraw-coin" value={coin} onChange={setCoin} />
          {coin === 'usdt' ? <NetworkPicker name="withdraw-network" value={network} onChange={setNetwork} /> : null}
          <TextField
            label={t('cashier.withdraw.address')}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            errorMessage={errors.address}
          />
          {coin === 'xrp' ? (
            <TextField
              label={t('cashier.withdraw.tag')}
              value={tag}
              onChange={(e) => setTag(e.target.value)}
              inputMode="numeric"
              autoComplete="off"
              errorMessage={errors.tag}
            />
          ) : null}
        </>
      )}

      <AmountInput
        label={t('cashier.amount')}
        value={amount}
        onValueChange={setAmount}
        currency={currency}
        min={minAmount / 100}
        max={withdrawable / 100}
        quickAmounts={[]}
        errorMessage={errors.amount}
      />
      {errors.form ? (
        <p role="alert" className={styles.error}>
          {errors.form}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="lg" isDisabled={busy}>
          {busy ? t('cashier.deposit.sending') : t('cashier.withdraw.submitPlain')}
        </Button>
      </div>
    </form>
  );
}

const coinLabel = (coin: CryptoCoin, network: UsdtNetwork | null) =>
  `${coin === 'dogecoin' ? 'DOGE' : coin.toUpperCase()}${network ? ` ${network.toUpperCase()}` : ''}`;
