import { endpoints, formatRecoveryCode } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import {
  countRecoveryCodesLeft,
  enableTwoStepSecret,
  findTwoStep,
  removeTwoStep,
  replaceRecoveryCodes,
  savePendingSecret,
} from '../db/queries/two-step';
import { lockKey, transaction } from '../db/sql';
import { okFor } from '../http/contract-answer';
import { badRequest, HttpError } from '../http/http-error';
import { readBody } from '../http/validation';
import { accountAttemptKey, reservePasswordGuess } from '../services/login-attempts';
import { sendMail } from '../services/outbox';
import { hashRecoveryCode, newRecoveryCodes } from '../services/two-step/recovery-codes';
import { spendSecondFactor } from '../services/two-step/second-factor';
import { matchingTotpStep, newTotpSecret, otpauthUri } from '../services/two-step/totp';
import { twoStepDisabledMail, twoStepEnabledMail } from '../services/two-step/two-step-mails';

/** A secret shown for setup must be confirmed within this, or setting up starts again with a new one. */
export const SETUP_TTL_MS = 30 * 60_000;

const alreadyOn = () => new HttpError(409, 'Two-step sign-in is already on');
const wrongCode = () =>
  badRequest('The code is not correct. Check that the time on your phone is right and try again.');

/** Thrown inside the turning-off transaction so that it rolls back. */
class WrongSecondFactor extends Error {}

/** `/me/two-step`: the player's two-step sign-in (RFC 6238 codes from an authenticator app, recovery codes). */
export function twoStepRoutes(deps: AppDeps) {
  const { db, config, clock, loginLimits, passwords } = deps;
  const app = new Hono<AppEnv>();
  // Apps show the issuer beside the code: the site's own host name tells the player which account it is.
  const issuer = new URL(config.publicUrl).hostname;

  app.get(endpoints.twoStepStatus.path, async (c) => {
    const { user } = c.get('session');
    const row = await findTwoStep(db, user.id);
    const enabledAt = row?.enabled_at ?? null;
    return okFor(c, 'twoStepStatus', {
      enabled: enabledAt !== null,
      enabledAt: enabledAt === null ? null : new Date(Number(enabledAt)).toISOString(),
      recoveryCodesLeft: enabledAt === null ? 0 : await countRecoveryCodesLeft(db, user.id),
    });
  });

  // Each start makes a new secret and forgets one still waiting: a QR code left on a screen is worth nothing once
  // the player starts again.
  app.post(endpoints.startTwoStepSetup.path, async (c) => {
    const { user } = c.get('session');
    const secret = newTotpSecret();
    const saved = await transaction(db, async (tx) => {
      await lockKey(tx, `two-step:${user.id}`);
      return savePendingSecret(tx, user.id, secret, clock());
    });
    if (!saved) throw alreadyOn();
    return okFor(c, 'startTwoStepSetup', { secret, otpauthUri: otpauthUri(secret, issuer, user.email) });
  });

  // A wrong code here spends no login budget: it proves nothing about the account, only that the app was set up
  // wrong, and the player must not lock themselves out while trying.
  app.post(endpoints.enableTwoStep.path, async (c) => {
    const { code } = await readBody(c, endpoints.enableTwoStep.body);
    const { user } = c.get('session');
    const recoveryCodes = newRecoveryCodes();
    await transaction(db, async (tx) => {
      const now = clock();
      await lockKey(tx, `two-step:${user.id}`);
      const row = await findTwoStep(tx, user.id);
      if (row?.enabled_at != null) throw alreadyOn();
      if (!row || now - Number(row.created_at) > SETUP_TTL_MS) {
        throw new HttpError(409, 'This setup has expired. Please start again.');
      }
      const step = matchingTotpStep(row.secret, code.trim(), now);
      if (step === undefined) throw wrongCode();
      await enableTwoStepSecret(tx, user.id, now, step);
      await replaceRecoveryCodes(tx, user.id, recoveryCodes.map(hashRecoveryCode));
      await sendMail(tx, twoStepEnabledMail(user.email, user.login), now);
    });
    return okFor(c, 'enableTwoStep', { recoveryCodes: recoveryCodes.map(formatRecoveryCode) });
  });

  // 400, never 401, for a wrong password or code: a 401 would make the client refresh the session and log out. Both
  // are guesses at the account, so together they take one slot of its login budget, as a password change does.
  app.post(endpoints.disableTwoStep.path, async (c) => {
    const { password, code } = await readBody(c, endpoints.disableTwoStep.body);
    const { user } = c.get('session');
    if ((await findTwoStep(db, user.id))?.enabled_at == null) throw new HttpError(409, 'Two-step sign-in is off');
    const accountKey = accountAttemptKey(user.id);
    const guess = await reservePasswordGuess([[loginLimits.perAccount, accountKey]]);
    try {
      if (!(await passwords.verify(password, user.password_hash))) {
        await guess.fail();
        throw badRequest('Password is incorrect');
      }
      await transaction(db, async (tx) => {
        const now = clock();
        if (!(await spendSecondFactor(tx, user.id, code, now)).ok) throw new WrongSecondFactor();
        await removeTwoStep(tx, user.id);
        await sendMail(tx, twoStepDisabledMail(user.email, user.login), now);
      });
    } catch (error) {
      if (error instanceof WrongSecondFactor) {
        await guess.fail();
        throw wrongCode();
      }
      await guess.release();
      throw error;
    }
    await guess.release();
    await loginLimits.perAccount.clear(accountKey);
    return okFor(c, 'disableTwoStep', null);
  });

  return app;
}
