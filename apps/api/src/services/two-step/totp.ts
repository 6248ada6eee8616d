import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads an `otpauth://` URI by default: SHA-1, six digits, 30 s. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
/** One step either way: a phone's clock a little off, or a code typed just as it turned over. */
const DRIFT_STEPS = 1;
/** 160 bits, the size RFC 4226 recommends for an HMAC-SHA-1 key. */
const SECRET_BYTES = 20;

/** A fresh random secret, base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: SECRET_BYTES }).base32;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The URI of the setup's QR code: the issuer names the site in the app, the label the account. */
export const otpauthUri = (secret: string, issuer: string, account: string): string =>
  totpOf(secret, issuer, account).toString();

/**
 * The time step a six-digit code belongs to at `now` (the server's clock), within one step of drift either way, or
 * undefined when it matches none. The caller accepts a step only once.
 */
export function matchingTotpStep(secret: string, code: string, now: number): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) return undefined;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}

/** The code an app shows at `now`: for tests, which play the player's phone. */
export const totpCodeAt = (secret: string, now: number): string => totpOf(secret).generate({ timestamp: now });

export const TOTP_PERIOD_MS = PERIOD_SECONDS * 1000;
