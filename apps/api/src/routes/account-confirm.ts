import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import {
  consumeEmailVerification,
  insertEmailVerification,
  markEmailVerified,
} from '../db/queries/email-verifications';
import { transaction } from '../db/sql';
import { okFor } from '../http/contract-answer';
import { badRequest } from '../http/http-error';
import { readBody } from '../http/validation';
import { emailVerificationMail, sendMail } from '../services/outbox';
import { hashToken, newToken } from '../services/tokens';

const VERIFICATION_TTL_HOURS = 48;
/** Path of the web app's confirmation page, which posts the token back to `/users/account/confirm`. */
export const ACCOUNT_CONFIRM_PAGE = '/account/confirm';

/** Email verification after sign-up (docs/product.md#calls): a single-use link through the development outbox. */
export function accountConfirmRoutes(deps: AppDeps) {
  const { db, config, clock } = deps;
  const app = new Hono<AppEnv>();

  app.post(endpoints.sendEmailVerification.path, async (c) => {
    const { user } = c.get('session');
    if (user.email_verified === 1) throw badRequest('Your email address is already confirmed');
    const now = clock();
    const token = newToken();
    const link = `${config.publicUrl}${ACCOUNT_CONFIRM_PAGE}?token=${token}`;
    await transaction(db, async (tx) => {
      await insertEmailVerification(tx, hashToken(token), user.id, now + VERIFICATION_TTL_HOURS * 3_600_000);
      await sendMail(tx, emailVerificationMail(user.email, user.login, link, VERIFICATION_TTL_HOURS), now);
    });
    return okFor(c, 'sendEmailVerification', null);
  });

  app.post(endpoints.confirmAccount.path, async (c) => {
    const { token } = await readBody(c, endpoints.confirmAccount.body);
    const userId = await transaction(db, async (tx) => {
      const id = await consumeEmailVerification(tx, hashToken(token), clock());
      if (id !== undefined) await markEmailVerified(tx, id);
      return id;
    });
    if (userId === undefined) throw badRequest('This confirmation link is invalid or has expired');
    return okFor(c, 'confirmAccount', null);
  });

  return app;
}
