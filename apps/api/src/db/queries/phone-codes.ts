import { type Db, one, run } from '../sql';

export type PhoneCodeRow = {
  phone: string;
  code_hash: string;
  sent_at: number;
  expires_at: number;
  attempts: number;
  verified_at: number | null;
};

export const findPhoneCode = (db: Db, phone: string) =>
  one<PhoneCodeRow>(db, 'SELECT * FROM phone_codes WHERE phone = ?', phone);

/** A new code replaces the old one with fresh attempts. */
export const savePhoneCode = (db: Db, phone: string, codeHash: string, sentAt: number, expiresAt: number) =>
  run(
    db,
    `INSERT INTO phone_codes (phone, code_hash, sent_at, expires_at, attempts, verified_at) VALUES (?1, ?2, ?3, ?4, 0, NULL)
     ON CONFLICT(phone) DO UPDATE SET code_hash = ?2, sent_at = ?3, expires_at = ?4, attempts = 0, verified_at = NULL`,
    phone,
    codeHash,
    sentAt,
    expiresAt,
  );

export const countPhoneCodeAttempt = (db: Db, phone: string) =>
  run(db, 'UPDATE phone_codes SET attempts = attempts + 1 WHERE phone = ?', phone);

export const markPhoneVerified = (db: Db, phone: string, at: number) =>
  run(db, 'UPDATE phone_codes SET verified_at = ? WHERE phone = ?', at, phone);
