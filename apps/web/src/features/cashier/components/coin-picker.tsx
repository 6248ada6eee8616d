import { type CryptoCoin, cryptoCoinSchema, type UsdtNetwork, usdtNetworkSchema } from '@casino/api-contract';
import { CoinIcon, coinNames, NetworkBadge } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './cashier.css';

/** The coins (docs/product.md#entities), as radio cards with their icons. */
export function CoinPicker({
  name,
  value,
  onChange,
}: {
  name: string;
  value: CryptoCoin;
  onChange: (coin: CryptoCoin) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('cashier.crypto.coin')}</legend>
      <div className={styles.choices}>
        {cryptoCoinSchema.options.map((coin) => (
          <label key={coin} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={coin}
              checked={value === coin}
              onChange={() => onChange(coin)}
              className={styles.choiceInput}
            />
            <CoinIcon coin={coin} decorative size={24} />
            <span>{coinNames[coin]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** docs/product.md#entities: bsc, trc20 and erc20 carry usdt only, so this shows only for usdt. */
export function NetworkPicker({
  name,
  value,
  onChange,
}: {
  name: string;
  value: UsdtNetwork;
  onChange: (network: UsdtNetwork) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('cashier.crypto.network')}</legend>
      <div className={styles.choices}>
        {usdtNetworkSchema.options.map((network) => (
          <label key={network} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={network}
              checked={value === network}
              onChange={() => onChange(network)}
              className={styles.choiceInput}
            />
            <NetworkBadge network={network} />
          </label>
        ))}
      </div>
      <p className={styles.muted}>{t('cashier.crypto.networkHint')}</p>
    </fieldset>
  );
}
