import type { TwoStepSetup as Setup } from '@casino/api-contract';
import { Button, OneTimeCodeInput, Skeleton } from '@casino/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExclusive } from '@/lib/hooks/use-exclusive';
import { useEnableTwoStep } from '../api/two-step-calls';
import * as styles from './security.css';
import { useCopy } from './use-copy';
import { useSecurityErrorText } from './use-security-error';

const SetupQrCode = lazy(() => import('./setup-qr-code').then((m) => ({ default: m.SetupQrCode })));

/** The secret as apps show it: groups of four, easier to type by hand. */
const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up: the QR code of the `otpauth://` URI and the same secret as text, then a code from the app confirms that
 * the app holds it. Only then is two-step sign-in on; `onEnabled` gets the recovery codes, shown once.
 */
export function TwoStepSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: Setup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useSecurityErrorText();
  const enable = useEnableTwoStep();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const copy = useCopy();

  const submit = useExclusive(async (value: string) => {
    if (value.length !== 6) return setFieldError(t('security.login.codeRequired'));
    setFieldError(undefined);
    try {
      const { recoveryCodes } = await enable.mutateAsync({ code: value });
      onEnabled(recoveryCodes);
    } catch {
      setCode('');
    }
  });

  return (
    <div className={styles.stack}>
      <div className={styles.setupGrid}>
        <div className={styles.qrFrame}>
          <Suspense fallback={<Skeleton width={176} height={176} />}>
            <SetupQrCode uri={setup.otpauthUri} label={t('security.twoStep.qrLabel')} />
          </Suspense>
        </div>
        <div className={styles.stack}>
          <h3 className={styles.stepTitle}>{t('security.twoStep.scanTitle')}</h3>
          <p className={styles.text}>{t('security.twoStep.scanText')}</p>
          <p className={styles.text}>{t('security.twoStep.manualTitle')}</p>
          <p className={styles.secret} data-testid="two-step-secret">
            {groupedSecret(setup.secret)}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onPress={() => void copy.copy(setup.secret)}>
              {t('security.twoStep.copyKey')}
            </Button>
          </div>
          <p role="status" className={styles.notice}>
            {copy.state === 'copied' ? t('security.twoStep.keyCopied') : null}
            {copy.state === 'failed' ? t('security.twoStep.copyFailed') : null}
          </p>
        </div>
      </div>
      <form
        className={styles.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(code);
        }}
      >
        <h3 className={styles.stepTitle}>{t('security.twoStep.confirmTitle')}</h3>
        {enable.isError ? (
          <p role="alert" className={styles.alert}>
            {t('security.twoStep.enableFailed')}: {errorText(enable.error)}
          </p>
        ) : null}
        <OneTimeCodeInput
          label={t('security.login.code')}
          name="code"
          value={code}
          onValueChange={setCode}
          errorMessage={fieldError}
          disabled={enable.isPending}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isLoading={enable.isPending}>
            {t('security.twoStep.confirm')}
          </Button>
          <Button variant="ghost" onPress={onCancel} isDisabled={enable.isPending}>
            {t('security.twoStep.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
