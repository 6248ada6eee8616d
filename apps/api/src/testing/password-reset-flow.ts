import { listMail } from '../db/queries/outbox';
import type { Db } from '../db/sql';
import type { TestBrowser } from './test-app';

/**
 * Asks for a reset link and reads its token from the outbox table (not the dev outbox endpoint, which is a
 * development service the tests should not depend on), then sets the new password with it.
 */
export async function resetPasswordByMail(b: TestBrowser, db: Db, email: string, newPassword: string) {
  await b.post('/api/auth/password/forgot', { email });
  const mail = (await listMail(db, email))[0];
  const token = mail ? /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1] : undefined;
  if (!token) throw new Error(`No reset link was mailed to ${email}`);
  return b.post('/api/auth/password/reset', { token, password: newPassword });
}
