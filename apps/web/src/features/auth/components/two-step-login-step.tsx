import { parseSecondFactorCode } from '@casino/api-contract/routes';
import { Button, OneTimeCodeInput, TextField } from '@casino/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../../../components/auth-forms.css';
import { useAuth } from '../auth-context';

type Props = {
  challenge: string;
  /** The session has started. */
  onDone: () => void;
  /** Back to the password: the player asked, or the challenge is spent or expired (`message` says why). */
  onRestart: (message?: string) => void;
};

/**
 * The login's second step (two-step sign-in): the 6-digit code from the app, or a recovery code. Loaded only when a
 * login answers that it is needed, so the code input stays out of the login modal's own chunk.
 */
export function TwoStepLoginStep({ challenge, onDone, onRestart }: Props) {
  const { t } = useTranslation();
  const { completeSecondStep } = useAuth();
  const [mode, setMode] = useState<'app' | 'recovery'>('app');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const recoveryInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    (mode === 'app' ? codeInput : recoveryInput).current?.focus();
  }, [mode]);

  const submit = async (value: string) => {
    // One request per code: a second one would spend a guess of the account's budget on the same code.
    if (busy.current) return;
    const parsed = parseSecondFactorCode(value);
    if (mode === 'app' && parsed?.kind !== 'totp') return setFieldError(t('security.login.codeRequired'));
    if (mode === 'recovery' && parsed?.kind !== 'recovery') {
      return setFieldError(t(value.trim() ? 'security.login.recoveryInvalid' : 'security.login.recoveryRequired'));
    }
    setFieldError(undefined);
    setFormError(undefined);
    busy.current = true;
    setSubmitting(true);
    const result = await completeSecondStep(challenge, value);
    busy.current = false;
    setSubmitting(false);
    if (result.ok) return onDone();
    if (result.restart) return onRestart(result.error);
    setFormError(result.error);
    setCode('');
    (mode === 'app' ? codeInput : recoveryInput).current?.focus();
  };

  const switchMode = () => {
    setMode(mode === 'app' ? 'recovery' : 'app');
    setCode('');
    setFieldError(undefined);
    setFormError(undefined);
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(code);
      }}
    >
      <p className={styles.stepText}>
        {mode === 'app' ? t('security.login.description') : t('security.login.recoveryDescription')}
      </p>
      {formError ? (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      ) : null}
      {mode === 'app' ? (
        <OneTimeCodeInput
          ref={codeInput}
          label={t('security.login.code')}
          name="code"
          value={code}
          onValueChange={setCode}
          onComplete={(whole) => void submit(whole)}
          errorMessage={fieldError}
          disabled={submitting}
        />
      ) : (
        <TextField
          ref={recoveryInput}
          label={t('security.login.recoveryCode')}
          hint={t('security.login.recoveryHint')}
          name="recoveryCode"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          errorMessage={fieldError}
          disabled={submitting}
        />
      )}
      <Button type="submit" variant="primary" fullWidth isLoading={submitting}>
        {t('security.login.submit')}
      </Button>
      <button type="button" className={styles.linkButton} onClick={switchMode}>
        {mode === 'app' ? t('security.login.useRecoveryCode') : t('security.login.useAppCode')}
      </button>
      <button type="button" className={styles.linkButton} onClick={() => onRestart()}>
        {t('security.login.back')}
      </button>
    </form>
  );
}
