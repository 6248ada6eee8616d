import { Button, Modal, Spinner, useLocaleFormat } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { usePlaySession } from '../api/responsible-gaming-calls';
import { formatSessionTime } from '../reality-check';
import * as styles from './rg.css';

type Props = {
  open: boolean;
  /** ISO instant the real-money session started. */
  startedAt: string;
  /** How long the session has lasted when the check opened. */
  elapsedMs: number;
  onContinue: () => void;
  onStop: () => void;
};

/** The session time and net result from the API, with Continue playing and Stop playing. */
export function RealityCheckDialog({ open, startedAt, elapsedMs, onContinue, onStop }: Props) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const session = usePlaySession(open ? startedAt : null);
  const time = formatSessionTime(elapsedMs);

  return (
    <Modal.Root open={open} onOpenChange={(next) => (next ? undefined : onContinue())}>
      <Modal.Content size="sm">
        <Modal.Title>{t('rg.reality.dialogTitle')}</Modal.Title>
        <Modal.Description>{t('rg.reality.dialogIntro', { duration: time })}</Modal.Description>
        <Modal.Body>
          {session.isPending ? (
            <Spinner label={t('rg.reality.summaryLoading')} />
          ) : session.isError ? (
            <p role="alert" className={styles.error}>
              {t('rg.reality.summaryFailed')}
            </p>
          ) : (
            <dl className={styles.summary}>
              <dt>{t('rg.reality.sessionTime')}</dt>
              <dd className={styles.strong}>{time}</dd>
              <dt>{t('rg.reality.staked')}</dt>
              <dd>{format.money(session.data.staked, session.data.currency)}</dd>
              <dt>{t('rg.reality.won')}</dt>
              <dd>{format.money(session.data.won, session.data.currency)}</dd>
              <dt>{t('rg.reality.net')}</dt>
              <dd className={styles.strong}>{format.money(session.data.net, session.data.currency)}</dd>
            </dl>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" size="md" onPress={onStop}>
            {t('rg.reality.stop')}
          </Button>
          <Button variant="primary" size="md" onPress={onContinue}>
            {t('rg.reality.continue')}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
