import {
  type BlockDuration,
  type BlockKind,
  blockEndsAt,
  COOL_OFF_DURATIONS,
  type GamingBlock,
  SELF_EXCLUSION_DURATIONS,
  type StartGamingBlockBody,
} from '@casino/api-contract';
import { Button, Modal, Select, useLocaleFormat } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/api-error';
import { useStartGamingBlock } from '../api/responsible-gaming-calls';
import * as styles from './rg.css';

/** A longer break is only worth offering when it ends at least this much later than the active one. */
const MIN_EXTENSION_MS = 24 * 60 * 60 * 1000;

const DURATIONS: Record<BlockKind, readonly BlockDuration[]> = {
  'cool-off': COOL_OFF_DURATIONS,
  'self-exclusion': SELF_EXCLUSION_DURATIONS,
};

/** Cool-off and self-exclusion; when one is active, its end date and only the choices that reach further. */
export function BreakSection({ block }: { block: GamingBlock | null }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  return (
    <section className={styles.section} aria-labelledby="breaks-title">
      <h2 id="breaks-title" className={styles.sectionTitle}>
        {t('rg.breaks.title')}
      </h2>
      {block ? (
        <div className={styles.paused} role="status">
          <p className={styles.pausedTitle}>
            {t('rg.breaks.active', { kind: t(`rg.breaks.kinds.${block.kind}`), date: format.dateTime(block.until) })}
          </p>
          <p className={styles.hint}>{t('rg.breaks.activeHint')}</p>
        </div>
      ) : null}
      {block ? (
        <>
          <p className={styles.hint}>{t('rg.breaks.extendHint')}</p>
          <div className={styles.grid}>
            <BreakCard kind="cool-off" after={Date.parse(block.until)} />
            <BreakCard kind="self-exclusion" after={Date.parse(block.until)} />
          </div>
        </>
      ) : (
        <>
          <p className={styles.hint}>{t('rg.breaks.hint')}</p>
          <div className={styles.grid}>
            <BreakCard kind="cool-off" />
            <BreakCard kind="self-exclusion" />
          </div>
        </>
      )}
    </section>
  );
}

/** `after`: the end of the active break; a break cannot be shortened, so only lengths that end later are offered. */
function BreakCard({ kind, after }: { kind: BlockKind; after?: number }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const durations = DURATIONS[kind].filter(
    (d) => after === undefined || blockEndsAt(d, Date.now()) >= after + MIN_EXTENSION_MS,
  );
  const [duration, setDuration] = useState<BlockDuration>(durations[0] ?? '24h');
  const [confirming, setConfirming] = useState(false);
  const start = useStartGamingBlock();
  const length = t(`rg.breaks.durations.${duration}`);
  const endsAt = new Date(blockEndsAt(duration, Date.now())).toISOString();
  if (durations.length === 0) return null;

  return (
    <section className={styles.card} aria-labelledby={`${kind}-title`}>
      <h3 id={`${kind}-title`} className={styles.subTitle}>
        {t(kind === 'cool-off' ? 'rg.breaks.coolOffTitle' : 'rg.breaks.exclusionTitle')}
      </h3>
      <p className={styles.hint}>{t(kind === 'cool-off' ? 'rg.breaks.coolOffHint' : 'rg.breaks.exclusionHint')}</p>
      <Select
        label={t('rg.breaks.length')}
        value={duration}
        onChange={(event) => setDuration(event.target.value as BlockDuration)}
        options={durations.map((d) => ({ value: d, label: t(`rg.breaks.durations.${d}`) }))}
      />
      <div className={styles.actions}>
        <Button variant="secondary" size="md" onPress={() => setConfirming(true)}>
          {t(`rg.breaks.start.${kind}`)}
        </Button>
      </div>
      <Modal.Root
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) start.reset();
        }}
      >
        <Modal.Content size="sm">
          <Modal.Close label={t('common.close')} />
          <Modal.Title>{t(`rg.breaks.confirmTitle.${kind}`, { length })}</Modal.Title>
          <Modal.Description>{t('rg.breaks.confirmEnds', { date: format.dateTime(endsAt) })}</Modal.Description>
          <Modal.Body>
            <p className={styles.strong}>{t('rg.breaks.confirmConsequences')}</p>
            <ul className={styles.list}>
              <li>{t('rg.breaks.consequenceDeposit')}</li>
              <li>{t('rg.breaks.consequencePlay')}</li>
              <li>{t('rg.breaks.consequenceAllowed')}</li>
              <li className={styles.strong}>{t('rg.breaks.consequenceFinal')}</li>
            </ul>
            {start.isError ? (
              <p role="alert" className={styles.error}>
                {t('rg.breaks.failed')} {errorMessage(start.error, '')}
              </p>
            ) : null}
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="secondary" size="md">
                {t('rg.breaks.cancel')}
              </Button>
            </Modal.Close>
            <Button
              variant="danger"
              size="md"
              isLoading={start.isPending}
              onPress={() =>
                start.mutate({ kind, duration } as StartGamingBlockBody, { onSuccess: () => setConfirming(false) })
              }
            >
              {t(`rg.breaks.confirm.${kind}`)}
            </Button>
          </Modal.Footer>
        </Modal.Content>
      </Modal.Root>
    </section>
  );
}
