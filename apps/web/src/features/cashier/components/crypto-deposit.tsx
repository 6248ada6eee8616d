import type { CryptoCoin, CryptoDeposit, UsdtNetwork } from '@casino/api-contract';
import { Button, CoinIcon, coinNames, NetworkBadge, useLocaleFormat } from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalanceRefresh } from '@/features/balance';
import { decimalToMinorUnits } from '@/lib/money/decimal-amount';
import { cashierKeys } from '../api/cashier-keys';
import { useCryptoDepositStatus } from '../api/get-crypto-deposit-status';
import * as styles from './cashier.css';
import { CoinPicker, NetworkPicker } from './coin-picker';

/** Coin and (usdt only) network for a crypto deposit. */
export function CryptoChoice({
  coin,
  network,
  onCoin,
  onNetwork,
}: {
  coin: CryptoCoin;
  network: UsdtNetwork;
  onCoin: (coin: CryptoCoin) => void;
  onNetwork: (network: UsdtNetwork) => void;
}) {
  return (
    <>
      <CoinPicker name="deposit-coin" value={coin} onChange={onCoin} />
      {coin === 'usdt' ? <NetworkPicker name="deposit-network" value={network} onChange={onNetwork} /> : null}
    </>
  );
}

function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className={styles.actions}>
      <Button variant="secondary" size="md" onPress={() => void copy()}>
        {label}
      </Button>
      <span role="status" className={state === 'failed' ? styles.error : styles.muted}>
        {state === 'copied' ? done : state === 'failed' ? t('cashier.crypto.copyFailed') : ''}
      </span>
    </span>
  );
}

/**
 * An open crypto deposit: where to send, how much at what rate, and its status until the network (here the
 * reference API's simulator) confirms it; then the balance refreshes.
 */
export function CryptoDepositDetails({ deposit, onNew }: { deposit: CryptoDeposit; onNew: () => void }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const status = useCryptoDepositStatus(deposit);
  const current = status.data ?? deposit;
  const { requestRefresh } = useBalanceRefresh();
  const queryClient = useQueryClient();
  const announced = useRef(false);

  useEffect(() => {
    if (current.status === 'completed' && !announced.current) {
      announced.current = true;
      requestRefresh();
      void queryClient.invalidateQueries({ queryKey: cashierKeys.withdrawalLimits() });
    }
  }, [current.status, requestRefresh, queryClient]);

  const coinName = coinNames[current.coin];
  const rate = decimalToMinorUnits(current.rate, current.currency);
  return (
    <div className={styles.panel}>
      <div className={styles.frameHeader}>
        <CoinIcon coin={current.coin} decorative size={32} />
        <strong>{coinName}</strong>
        {current.network ? <NetworkBadge network={current.network} /> : null}
      </div>
      <div className={styles.addressBox}>
        <div className={styles.qr}>
          <QRCodeSVG value={current.address} size={160} role="img" aria-label={t('cashier.crypto.qr')} />
        </div>
        <div className={styles.panel}>
          <div>
            <p className={styles.legend}>{t('cashier.crypto.addressOf', { coin: coinName })}</p>
            <p className={styles.mono} data-testid="deposit-address">
              {current.address}
            </p>
          </div>
          <CopyButton text={current.address} label={t('cashier.crypto.copy')} done={t('cashier.crypto.copied')} />
          {current.destinationTag ? (
            <div className={styles.tagBox}>
              <p className={styles.legend}>{t('cashier.crypto.tag')}</p>
              <p className={styles.tagValue} data-testid="destination-tag">
                {current.destinationTag}
              </p>
              <p className={styles.muted}>{t('cashier.crypto.tagWarning')}</p>
              <CopyButton
                text={current.destinationTag}
                label={t('cashier.crypto.copyTag')}
                done={t('cashier.crypto.tagCopied')}
              />
            </div>
          ) : null}
        </div>
      </div>
      <dl className={styles.dl}>
        <dt>{t('cashier.crypto.send')}</dt>
        <dd>
          {current.cryptoAmount} {coinName}
        </dd>
        <dt>{t('cashier.amount')}</dt>
        <dd>{format.money(current.amount, current.currency)}</dd>
        <dt>{t('cashier.crypto.rate')}</dt>
        <dd>
          {t('cashier.crypto.rateValue', {
            coin: coinName,
            rate: rate === undefined ? current.rate : format.money(rate, current.currency),
          })}
        </dd>
      </dl>
      {current.status === 'completed' ? (
        <p role="status" className={styles.success}>
          {t('cashier.crypto.completed', { amount: format.money(current.amount, current.currency) })}
        </p>
      ) : status.isError ? (
        <p role="alert" className={styles.error}>
          {t('cashier.crypto.statusFailed')}
        </p>
      ) : (
        <p role="status" className={styles.muted}>
          {t('cashier.crypto.pending')}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" size="md" onPress={onNew}>
          {t('cashier.crypto.newDeposit')}
        </Button>
      </div>
    </div>
  );
}
