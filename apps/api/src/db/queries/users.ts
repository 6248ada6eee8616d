import type { Profile, User } from '@casino/api-contract';
import { type Db, one, run } from '../sql';

export type UserRow = {
  id: number;
  login: string;
  email: string;
  password_hash: string;
  balance: number;
  bonus_balance: number;
  currency: string;
  lang: string;
  country: string | null;
  email_verified: number;
};

type ProfileRow = Omit<Profile, 'privacy'> & { privacy: number };

/** `email` of the login body holds an email or a username; both columns compare case-insensitively (NOCASE). */
export const findUserByIdentifier = (db: Db, identifier: string) =>
  one<UserRow>(db, 'SELECT * FROM users WHERE email = ?1 OR login = ?1 LIMIT 1', identifier.trim());

export const findUserById = (db: Db, id: number) => one<UserRow>(db, 'SELECT * FROM users WHERE id = ?', id);

export const isEmailTaken = async (db: Db, email: string) =>
  (await one(db, 'SELECT 1 AS found FROM users WHERE email = ?', email.trim())) !== undefined;

export const isLoginTaken = async (db: Db, login: string) =>
  (await one(db, 'SELECT 1 AS found FROM users WHERE login = ?', login.trim())) !== undefined;

export async function findProfile(db: Db, userId: number): Promise<Profile | null> {
  const row = await one<ProfileRow>(
    db,
    `SELECT first_name, last_name, date_birth, gender, city, state, postcode, address, phone_code, phone_number,
       privacy FROM profiles WHERE user_id = ?`,
    userId,
  );
  return row ? { ...row, privacy: row.privacy === 1 } : null;
}

/** The player's UI language (docs/product.md#content-pages: informational pages and the UI follow it). */
export const setUserLanguage = (db: Db, userId: number, lang: string) =>
  run(db, 'UPDATE users SET lang = ? WHERE id = ?', lang, userId);

export const setPasswordHash = (db: Db, userId: number, hash: string) =>
  run(db, 'UPDATE users SET password_hash = ? WHERE id = ?', hash, userId);

/** The player as the contract shows it; `profile` only when asked for (docs/product.md#entities). */
export function toUser(row: UserRow, profile?: Profile | null): User {
  return {
    id: row.id,
    login: row.login,
    email: row.email,
    balance: row.balance,
    bonusBalance: row.bonus_balance,
    lang: row.lang,
    currency: row.currency,
    country: row.country,
    emailVerified: row.email_verified === 1,
    ...(profile === undefined ? {} : { profile }),
  };
}

export type NewUser = {
  login: string;
  email: string;
  passwordHash: string;
  currency: string;
  lang: string;
  country: string;
  profile: Profile;
};

/** A new player starts with a zero balance; the caller wraps this in a transaction with the session it starts. */
export async function insertUser(db: Db, u: NewUser, createdAt: string): Promise<number> {
  const { lastId: id } = await run(
    db,
    `INSERT INTO users (login, email, password_hash, balance, currency, lang, country, created_at)
     VALUES (?, ?, ?, 0, ?, ?, ?, ?)`,
    u.login,
    u.email,
    u.passwordHash,
    u.currency,
    u.lang,
    u.country,
    createdAt,
  );
  const p = u.profile;
  await run(
    db,
    `INSERT INTO profiles (user_id, first_name, last_name, date_birth, gender, city, state, postcode, address,
       phone_code, phone_number, privacy) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    p.first_name,
    p.last_name,
    p.date_birth,
    p.gender,
    p.city,
    p.state,
    p.postcode,
    p.address,
    p.phone_code,
    p.phone_number,
    p.privacy ? 1 : 0,
  );
  return id;
}
