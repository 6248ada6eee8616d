import type { RealityCheckMinutes } from '@casino/api-contract';
import { Button, Select } from '@casino/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetRealityCheck } from '../api/responsible-gaming-calls';
import { effectiveRealityCheckMinutes, realityCheckChoices } from '../reality-check';
import * as styles from './rg.css';

const OFF = 'off';

/** The reality-check interval; `required` (a jurisdiction rule) takes "off" away. */
export function RealityCheckSection({ minutes, required }: { minutes: RealityCheckMinutes; required: boolean }) {
  const { t } = useTranslation();
  const save = useSetRealityCheck();
  const initial = effectiveRealityCheckMinutes(minutes, { required });
  const [choice, setChoice] = useState<string>(initial === null ? OFF : String(initial));
  const [saved, setSaved] = useState<string>();
  const label = (m: RealityCheckMinutes) => (m === null ? t('rg.reality.off') : t('rg.reality.minutes', { count: m }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = (choice === OFF ? null : Number(choice)) as RealityCheckMinutes;
    setSaved(undefined);
    save.mutate({ minutes: value }, { onSuccess: () => setSaved(t('rg.reality.saved', { value: label(value) })) });
  };

  return (
    <section className={styles.section} aria-labelledby="reality-title">
      <h2 id="reality-title" className={styles.sectionTitle}>
        {t('rg.reality.title')}
      </h2>
      <p className={styles.hint}>{t('rg.reality.hint')}</p>
      <form onSubmit={onSubmit} className={styles.facts}>
        <Select
          label={t('rg.reality.interval')}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          options={realityCheckChoices({ required }).map((m) => ({
            value: m === null ? OFF : String(m),
            label: label(m),
          }))}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" size="md" isLoading={save.isPending}>
            {t('rg.reality.save')}
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {saved ? <p className={styles.success}>{saved}</p> : null}
        {save.isError ? (
          <p role="alert" className={styles.error}>
            {t('rg.reality.failed')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
