import type { TwoStepSetup as Setup } from '@casino/api-contract';
import { Button, Skeleton, useLocaleFormat, VisuallyHidden } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/load-failure';
import { useAuth } from '@/features/auth';
import { useStartTwoStepSetup, useTwoStepStatus } from '../api/two-step-calls';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import * as styles from './security.css';
import { TurnOffTwoStepForm } from './turn-off-two-step-form';
import { TwoStepSetup } from './two-step-setup';
import { useSecurityErrorText } from './use-security-error';

/** Below this many unused recovery codes the player is told to make new ones. */
const FEW_RECOVERY_CODES = 3;

type View = { kind: 'status' } | { kind: 'setup'; setup: Setup } | { kind: 'codes'; codes: string[] } | { kind: 'off' };

export type SectionProps = { className?: string; titleClassName?: string };

/** Profile → Security: two-step sign-in, turned on with an authenticator app and off with the password and a code. */
export function TwoStepSection({ className, titleClassName }: SectionProps) {
  const { t } = useTranslation();
  const errorText = useSecurityErrorText();
  const { dateTime } = useLocaleFormat();
  const status = useTwoStepStatus();
  const start = useStartTwoStepSetup();
  const account = useAuth().user?.email ?? '';
  const [view, setView] = useState<View>({ kind: 'status' });
  const [notice, setNotice] = useState<string | null>(null);
  const show = (next: View, message: string | null = null) => {
    setView(next);
    setNotice(message);
  };

  const body = () => {
    if (status.isPending) {
      return (
        <div role="status" aria-busy="true" className={styles.stack}>
          <VisuallyHidden>{t('security.twoStep.loading')}</VisuallyHidden>
          <Skeleton variant="text" lines={2} />
        </div>
      );
    }
    if (status.isError) {
      return (
        <LoadFailure
          titleAs="h3"
          title={t('security.twoStep.loadFailed')}
          error={status.error}
          isRetrying={status.isFetching}
          onRetry={() => void status.refetch()}
        />
      );
    }
    if (view.kind === 'setup') {
      return (
        <TwoStepSetup
          setup={view.setup}
          onEnabled={(codes) => show({ kind: 'codes', codes })}
          onCancel={() => show({ kind: 'status' })}
        />
      );
    }
    if (view.kind === 'codes') {
      return (
        <RecoveryCodesPanel
          codes={view.codes}
          account={account}
          onDone={() => show({ kind: 'status' }, t('security.twoStep.turnedOn'))}
        />
      );
    }
    if (view.kind === 'off') {
      return (
        <TurnOffTwoStepForm
          onDone={() => show({ kind: 'status' }, t('security.twoStep.turnedOff'))}
          onCancel={() => show({ kind: 'status' })}
        />
      );
    }
    const { enabled, enabledAt, recoveryCodesLeft } = status.data;
    if (!enabled) {
      return (
        <div className={styles.stack}>
          <p className={styles.text}>{t('security.twoStep.offText')}</p>
          {start.isError ? (
            <p role="alert" className={styles.alert}>
              {t('security.twoStep.setupFailed')}: {errorText(start.error)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button
              variant="primary"
              isLoading={start.isPending}
              onPress={() => {
                setNotice(null);
                start.mutate(undefined, { onSuccess: (setup) => show({ kind: 'setup', setup }) });
              }}
            >
              {t('security.twoStep.turnOn')}
            </Button>
          </div>
        </div>
      );
    }
    return (
      <div className={styles.stack}>
        <p className={styles.strongText}>
          {t('security.twoStep.onText', { date: enabledAt ? dateTime(enabledAt) : '' })}
        </p>
        <p className={styles.text}>{t('security.twoStep.recoveryLeft', { count: recoveryCodesLeft })}</p>
        {recoveryCodesLeft < FEW_RECOVERY_CODES ? (
          <p className={styles.strongText}>{t('security.twoStep.recoveryLow')}</p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => show({ kind: 'off' })}>
            {t('security.twoStep.turnOff')}
          </Button>
        </div>
      </div>
    );
  };

  return (
    <section className={className} aria-labelledby="security-two-step-title">
      <h2 id="security-two-step-title" className={titleClassName}>
        {t('security.twoStep.title')}
      </h2>
      {/* Always rendered: a live region must exist before its text changes for the change to be announced. */}
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {body()}
    </section>
  );
}
