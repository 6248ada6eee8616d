import { parseSecondFactorCode } from '@casino/api-contract/routes';
import { Button, OneTimeCodeInput, TextField } from '@casino/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '@/components/auth-forms.css';
import { errorMessage, isApiError } from '@/lib/api/api-error';
import { useLateCatalogue } from '@/lib/i18n/late-catalogues';
import { postLoginSecondStep } from '../api/auth-calls';
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
export function TwoStepLoginStep(props: Props) {
  // Its texts are not part of the catalogue every page loads; nothing shows until they are in.
  return useLateCatalogue('security') ? <SecondStepForm {...props} /> : null;
}

function SecondStepForm({ challenge, onDone, onRestart }: Props) {
  const { t } = useTranslation();
  const { startSessionOf } = useAuth();
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
    try {
      // The answer set the session's cookies; the session starts with the player it names.
      await startSessionOf(await postLoginSecondStep({ challenge, code: value }));
      return onDone();
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      // 410: the challenge is spent or expired; only the password step can give a new one.
      if (status === 410) return onRestart(t('security.login.expired'));
      setFormError(status === 401 ? t('security.login.invalidCode') : errorMessage(error, t('common.unknownError')));
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
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
