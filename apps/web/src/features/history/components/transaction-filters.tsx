import { transactionPeriodSchema, transactionTypeSchema } from '@casino/api-contract';
import { Select } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import type { TransactionsView } from '../history-query';
import * as styles from './history.css';

/** The select value for "all": never sent, never written to the URL (docs/product.md#calls). */
const ALL = 'all';

export type TransactionFiltersProps = {
  view: TransactionsView;
  /**
   * Called with the one filter that changed (undefined: all), so that the page applies it to its latest address; the
   * page goes back to 1.
   */
  onChange: (change: Pick<TransactionsView, 'type'> | Pick<TransactionsView, 'period'>) => void;
};

export function TransactionFilters({ view, onChange }: TransactionFiltersProps) {
  const { t } = useTranslation();
  const typeOptions = [
    { value: ALL, label: t('account.history.types.all') },
    ...transactionTypeSchema.options.map((type) => ({ value: type, label: t(`account.history.types.${type}`) })),
  ];
  const periodOptions = transactionPeriodSchema.options.map((period) => ({
    value: period,
    label: t(`account.history.periods.${period}`),
  }));

  return (
    <fieldset className={styles.filters}>
      <legend className={styles.visuallyHiddenLegend}>{t('account.history.filters.label')}</legend>
      <Select
        label={t('account.history.filters.type')}
        options={typeOptions}
        value={view.type ?? ALL}
        onChange={(event) => {
          const type = transactionTypeSchema.safeParse(event.currentTarget.value);
          onChange({ type: type.success ? type.data : undefined });
        }}
      />
      <Select
        label={t('account.history.filters.period')}
        options={periodOptions}
        value={view.period ?? ALL}
        onChange={(event) => {
          const period = transactionPeriodSchema.safeParse(event.currentTarget.value);
          onChange({ period: period.success && period.data !== ALL ? period.data : undefined });
        }}
      />
    </fieldset>
  );
}
