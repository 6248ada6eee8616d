import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TTL_SECONDS,
  type PhoneCodeSent,
} from '@casino/api-contract';
import { countPhoneCodeAttempt, findPhoneCode, markPhoneVerified, savePhoneCode } from '../../db/queries/phone-codes';
import type { Db } from '../../db/sql';
import { sendMail } from '../outbox';
import { hashToken } from '../tokens';

const SECOND_MS = 1000;

export type PhoneCodeRefusal = { status: 400 | 429; detail: string; retryAfterSeconds?: number };

/** A random six-digit code, delivered through the development outbox (addressed to the phone number). */
export async function sendPhoneCode(db: Db, phone: string, now: number): Promise<PhoneCodeSent | PhoneCodeRefusal> {
  const existing = await findPhoneCode(db, phone);
  if (existing) {
    const waitMs = existing.sent_at + PHONE_CODE_RESEND_SECONDS * SECOND_MS - now;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / SECOND_MS);
      return {
        status: 429,
        detail: `Please wait ${seconds} seconds before asking for a new code`,
        retryAfterSeconds: seconds,
      };
    }
  }
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
  await savePhoneCode(db, phone, hashToken(code), now, now + PHONE_CODE_TTL_SECONDS * SECOND_MS);
  const text = `Your casino verification code is ${code}. It expires in ${PHONE_CODE_TTL_SECONDS / 60} minutes.`;
  await sendMail(db, { to: phone, subject: 'Phone verification code', text, html: `<p>${text}</p>` }, now);
  return { resend_after_seconds: PHONE_CODE_RESEND_SECONDS, expires_in_seconds: PHONE_CODE_TTL_SECONDS };
}

export async function verifyPhoneCode(
  db: Db,
  phone: string,
  code: string,
  now: number,
): Promise<true | PhoneCodeRefusal> {
  const row = await findPhoneCode(db, phone);
  if (!row || row.expires_at <= now) {
    return { status: 400, detail: 'The code has expired or was never sent. Send a new code.' };
  }
  if (row.verified_at !== null) return true;
  if (row.attempts >= PHONE_CODE_MAX_ATTEMPTS) {
    return { status: 429, detail: 'Too many wrong codes. Send a new code.' };
  }
  await countPhoneCodeAttempt(db, phone);
  const matches = timingSafeEqual(Buffer.from(hashToken(code)), Buffer.from(row.code_hash));
  if (!matches) return { status: 400, detail: 'The code is not correct' };
  await markPhoneVerified(db, phone, now);
  return true;
}
