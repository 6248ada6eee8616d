import { Button, TextField } from '@casino/ui';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageText } from '@/lib/api/api-error';
import { GeoError, geoClient } from '../api/geo-client';
import * as styles from './sign-up.css';

export type PhoneVerificationState = {
  /** The E.164 number a code was sent to. */
  sentTo: string | null;
  /** The E.164 number the player proved; the phone counts as verified only while the field still holds it. */
  verified: string | null;
  /** Epoch ms from which another code may be sent. */
  resendAt: number;
};

export const initialPhoneVerification: PhoneVerificationState = { sentTo: null, verified: null, resendAt: 0 };

type Props = {
  /** The number in E.164, or undefined while the typed number is not valid. */
  phone: string | undefined;
  state: PhoneVerificationState;
  onChange: (next: PhoneVerificationState) => void;
};

function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** The phone's one-time code (docs/product.md#sign-up): send, enter, verify; resend after the cool-down. */
export function PhoneVerification({ phone, state, onChange }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const wait = useSecondsUntil(state.resendAt);
  const statusId = useId();

  if (phone && state.verified === phone) {
    return (
      <p className={styles.verified} role="status">
        <CircleCheck size={18} aria-hidden="true" /> {t('signUp.phone.verified')}
      </p>
    );
  }

  const codeSentHere = phone !== undefined && state.sentTo === phone;

  async function send() {
    if (!phone) return;
    setBusy('send');
    setError(undefined);
    try {
      const sent = await geoClient.sendPhoneCode(phone);
      onChange({ ...state, sentTo: phone, resendAt: Date.now() + sent.resend_after_seconds * 1000 });
      setCode('');
    } catch (e) {
      // A cool-down still running on the server (another tab, a reload) starts the countdown here too.
      if (e instanceof GeoError && e.retryAfterSeconds) {
        onChange({ ...state, sentTo: phone, resendAt: Date.now() + e.retryAfterSeconds * 1000 });
      }
      setError(e instanceof GeoError && e.detail ? serverMessageText(e.detail) : t('signUp.phone.failed'));
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    if (!phone) return;
    if (!/^\d{6}$/.test(code)) {
      setError(t('signUp.phone.codeFormat'));
      return;
    }
    setBusy('verify');
    setError(undefined);
    try {
      await geoClient.verifyPhoneCode(phone, code);
      onChange({ ...state, verified: phone });
    } catch (e) {
      setError(e instanceof GeoError && e.detail ? serverMessageText(e.detail) : t('signUp.phone.failed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={styles.phoneVerification}>
      {codeSentHere ? (
        <>
          <p id={statusId} className={styles.note} role="status">
            {t('signUp.phone.codeSent', { phone })}
          </p>
          <div className={styles.codeRow}>
            <TextField
              label={t('signUp.phone.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              onKeyDown={(event) => {
                // Enter here verifies the code instead of submitting the whole form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void verify();
                }
              }}
              errorMessage={error}
            />
            <Button variant="primary" onPress={() => void verify()} isLoading={busy === 'verify'}>
              {t('signUp.phone.verify')}
            </Button>
          </div>
          <Button variant="secondary" size="sm" isDisabled={wait > 0 || busy !== null} onPress={() => void send()}>
            {wait > 0 ? t('signUp.phone.resendIn', { seconds: wait }) : t('signUp.phone.resend')}
          </Button>
        </>
      ) : (
        <>
          <Button
            variant="secondary"
            isDisabled={!phone || busy !== null || wait > 0}
            isLoading={busy === 'send'}
            onPress={() => void send()}
          >
            {wait > 0 ? t('signUp.phone.resendIn', { seconds: wait }) : t('signUp.phone.sendCode')}
          </Button>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
