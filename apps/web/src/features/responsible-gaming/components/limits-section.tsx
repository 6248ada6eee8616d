import { type GamingLimit, LIMIT_KINDS, type LimitKind } from '@casino/api-contract';
import { useTranslation } from 'react-i18next';
import { LimitCard } from './limit-card';
import * as styles from './rg.css';

/** Deposit limits and loss limits, each daily, weekly and monthly over rolling windows. */
export function LimitsSection({ limits, currency }: { limits: GamingLimit[]; currency: string }) {
  const { t } = useTranslation();
  const text: Record<LimitKind, { title: string; hint: string; id: string }> = {
    deposit: { title: t('rg.limits.depositTitle'), hint: t('rg.limits.depositHint'), id: 'deposit-limits' },
    loss: { title: t('rg.limits.lossTitle'), hint: t('rg.limits.lossHint'), id: 'loss-limits' },
  };
  return (
    <>
      {LIMIT_KINDS.map((kind) => (
        <section key={kind} id={text[kind].id} className={styles.section} aria-labelledby={`${text[kind].id}-title`}>
          <h2 id={`${text[kind].id}-title`} className={styles.sectionTitle}>
            {text[kind].title}
          </h2>
          <p className={styles.hint}>{text[kind].hint}</p>
          <p className={styles.hint}>{t('rg.limits.rules')}</p>
          <div className={styles.grid}>
            {limits
              .filter((l) => l.kind === kind)
              .map((limit) => (
                <LimitCard key={limit.period} limit={limit} currency={currency} />
              ))}
          </div>
        </section>
      ))}
    </>
  );
}
