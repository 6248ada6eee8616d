import { parseSecondFactorCode } from '@casino/api-contract/routes';
import { Button, PasswordInput, TextField } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExclusive } from '@/lib/hooks/use-exclusive';
import { useDisableTwoStep } from '../api/two-step-calls';
import * as styles from './security.css';
import { useSecurityErrorText } from './use-security-error';

/** Turning it off asks for the password and a code (or a recovery code); the server counts both as guesses. */
export function TurnOffTwoStepForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useSecurityErrorText();
  const disable = useDisableTwoStep();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});

  const submit = useExclusive(async () => {
    const found = {
      password: password ? undefined : t('security.twoStep.passwordRequired'),
      code: parseSecondFactorCode(code) ? undefined : t('security.twoStep.codeRequired'),
    };
    setErrors(found);
    if (found.password || found.code) return;
    try {
      await disable.mutateAsync({ password, code });
      onDone();
    } catch {
      setCode('');
    }
  });

  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className={styles.stepTitle}>{t('security.twoStep.turnOffTitle')}</h3>
      <p className={styles.text}>{t('security.twoStep.turnOffText')}</p>
      {disable.isError ? (
        <p role="alert" className={styles.alert}>
          {t('security.twoStep.disableFailed')}: {errorText(disable.error)}
        </p>
      ) : null}
      <PasswordInput
        label={t('security.twoStep.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errorMessage={errors.password}
      />
      <TextField
        label={t('security.twoStep.codeOrRecovery')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        errorMessage={errors.code}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="danger" isLoading={disable.isPending}>
          {t('security.twoStep.turnOff')}
        </Button>
        <Button variant="ghost" onPress={onCancel} isDisabled={disable.isPending}>
          {t('security.twoStep.cancel')}
        </Button>
      </div>
    </form>
  );
}
