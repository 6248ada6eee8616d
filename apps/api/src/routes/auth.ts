import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { endAllGameSessions } from '../db/queries/game-sessions';
import { consumePasswordReset, findLivePasswordReset, insertPasswordReset } from '../db/queries/password-resets';
import { findLiveAccessToken, revokeAllSessions } from '../db/queries/sessions';
import {
  countRecoveryCodesLeft,
  findLiveLoginChallenge,
  hasTwoStepEnabled,
  insertLoginChallenge,
  spendLoginChallenge,
  voidLoginChallenges,
} from '../db/queries/two-step';
import { findUserById, findUserByIdentifier, setPasswordHash, toUser } from '../db/queries/users';
import { lockPlayer, transaction } from '../db/sql';
import { clientIp } from '../http/client-ip';
import { okFor } from '../http/contract-answer';
import { clearSessionCookies, readAccessToken, readRefreshToken, setSessionCookies } from '../http/cookies';
import { HttpError } from '../http/http-error';
import { loginOrigin } from '../http/login-origin';
import { readBody } from '../http/validation';
import { accountAttemptKey, reservePasswordGuess } from '../services/login-attempts';
import { passwordResetMail, sendMail } from '../services/outbox';
import { endSession, rotateSession, startSession } from '../services/sessions';
import { hashToken, newToken } from '../services/tokens';
import { spendSecondFactor } from '../services/two-step/second-factor';
import { recoveryCodeUsedMail } from '../services/two-step/two-step-mails';

/** Reset links last an hour (brief; long enough to find the mail, short enough to limit a leaked inbox). */
const RESET_TOKEN_TTL_MINUTES = 60;

/**
 * A login's second step must follow its first within this: long enough to open the app and type a code, short enough
 * that a challenge taken from a shared screen or a log is worthless soon after.
 */
const LOGIN_CHALLENGE_TTL_MS = 5 * 60_000;

const invalidResetLink = () => new HttpError(400, 'This password reset link is invalid or has expired');

/** 410: the web app goes back to the password step, where a new challenge can be had. */
const challengeGone = () => new HttpError(410, 'This sign-in has expired. Please log in again.');

/** A wrong code: thrown inside the second step's transaction so that it rolls back. */
class WrongSecondFactor extends Error {}

export function authRoutes(deps: AppDeps) {
  const { db, config, clock, loginLimits, passwords } = deps;
  const app = new Hono<AppEnv>();

  app.post(endpoints.login.path, async (c) => {
    const { email: identifier, password } = await readBody(c, endpoints.login.body);
    const user = await findUserByIdentifier(db, identifier);
    const accountKey = accountAttemptKey(user?.id, identifier);
    // Reserved before the hash is awaited, so parallel guesses cannot all pass the check (docs/product.md#security); checked
    // before the password, so a blocked attacker learns nothing more, even with the right password.
    const guess = await reservePasswordGuess([
      [loginLimits.perAccount, accountKey],
      [loginLimits.perIp, clientIp(c, config.trustProxy)],
    ]);
    let valid: boolean;
    try {
      valid = user
        ? await passwords.verify(password, user.password_hash)
        : await passwords.verifyAgainstDummy(password);
    } catch (error) {
      await guess.release();
      throw error;
    }
    if (!user || !valid) {
      await guess.fail();
      throw new HttpError(401, 'Invalid username or password');
    }
    await guess.release();
    if (await hasTwoStepEnabled(db, user.id)) {
      // The account's budget is not cleared by the right password alone: otherwise whoever knows it could win fresh
      // guesses at the code by giving it again. The second step clears it when the code is right too.
      const challenge = newToken();
      const expiresAt = clock() + LOGIN_CHALLENGE_TTL_MS;
      await insertLoginChallenge(db, hashToken(challenge), user.id, expiresAt);
      return okFor(c, 'login', { twoStepRequired: true, challenge, expiresAt: new Date(expiresAt).toISOString() });
    }
    await loginLimits.perAccount.clear(accountKey);
    setSessionCookies(c, config, await startSession(deps, user.id, loginOrigin(c, config)));
    return okFor(c, 'login', toUser(user));
  });

  // The challenge names the account, so the code is checked against that account only. A code is a guess like a
  // password: it takes a slot of the account's budget (and the address's) before it is checked, so a locked account
  // cannot be guessed at through this door, and the right code clears the account's failures. A wrong code leaves
  // the challenge usable until it expires; the right one spends it with the code, in the transaction that starts the
  // session, so neither works twice.
  app.post(endpoints.loginSecondStep.path, async (c) => {
    const { challenge, code } = await readBody(c, endpoints.loginSecondStep.body);
    const challengeHash = hashToken(challenge);
    const pending = await findLiveLoginChallenge(db, challengeHash, clock());
    if (!pending) throw challengeGone();
    const userId = pending.user_id;
    const accountKey = accountAttemptKey(userId);
    const guess = await reservePasswordGuess([
      [loginLimits.perAccount, accountKey],
      [loginLimits.perIp, clientIp(c, config.trustProxy)],
    ]);
    const origin = loginOrigin(c, config);
    const completeSecondStep = () =>
      transaction(db, async (tx) => {
        const now = clock();
        if (!(await spendLoginChallenge(tx, challengeHash, now))) return 'gone' as const;
        const check = await spendSecondFactor(tx, userId, code, now);
        // Thrown, so the challenge's use rolls back with the rest: the player may try again while it lasts.
        if (!check.ok) throw new WrongSecondFactor();
        const user = await findUserById(tx, userId);
        if (!user) return 'gone' as const;
        const tokens = await startSession(deps, userId, origin, tx);
        if (check.kind === 'recovery') {
          await sendMail(
            tx,
            recoveryCodeUsedMail(user.email, user.login, await countRecoveryCodesLeft(tx, userId)),
            now,
          );
        }
        return { user, tokens };
      });
    let outcome: Awaited<ReturnType<typeof completeSecondStep>>;
    try {
      outcome = await completeSecondStep();
    } catch (error) {
      if (error instanceof WrongSecondFactor) {
        await guess.fail();
        throw new HttpError(401, 'Invalid code');
      }
      await guess.release();
      throw error;
    }
    await guess.release();
    if (outcome === 'gone') throw challengeGone();
    await loginLimits.perAccount.clear(accountKey);
    setSessionCookies(c, config, outcome.tokens);
    return okFor(c, 'loginSecondStep', toUser(outcome.user));
  });

  app.post(endpoints.refreshToken.path, async (c) => {
    const token = readRefreshToken(c);
    const client = { userAgent: c.req.header('User-Agent') ?? '', ip: clientIp(c, config.trustProxy) };
    const result = token ? await rotateSession(deps, token, client) : undefined;
    if (!result?.ok) {
      clearSessionCookies(c, config);
      throw new HttpError(401, 'Unauthenticated');
    }
    setSessionCookies(c, config, result.tokens);
    return okFor(c, 'refreshToken', null);
  });

  // Always 200: logging out of an already dead session still leaves the browser logged out (docs/product.md#session-and-sign-in). Games launched
  // from this login end with it; those of the player's other devices keep running (their logins are still live).
  app.post(endpoints.logout.path, async (c) => {
    const access = readAccessToken(c);
    const accessRow = access ? await findLiveAccessToken(db, hashToken(access), clock()) : undefined;
    await endSession(deps, readRefreshToken(c), accessRow?.family_id);
    clearSessionCookies(c, config);
    return okFor(c, 'logout', null);
  });

  // Same answer whether or not the account exists, so the form cannot be used to list accounts (docs/product.md#error-texts).
  app.post(endpoints.forgotPassword.path, async (c) => {
    const { email } = await readBody(c, endpoints.forgotPassword.body);
    const user = await findUserByIdentifier(db, email);
    if (user) {
      const token = newToken();
      const now = clock();
      const link = `${config.publicUrl}/reset-password?token=${token}`;
      await transaction(db, async (tx) => {
        await insertPasswordReset(tx, hashToken(token), user.id, now + RESET_TOKEN_TTL_MINUTES * 60_000);
        await sendMail(tx, passwordResetMail(user.email, user.login, link, RESET_TOKEN_TTL_MINUTES), now);
      });
    }
    return okFor(c, 'forgotPassword', null);
  });

  // The token is checked before the password is hashed, so junk tokens cost no CPU (docs/product.md#security); it is claimed
  // only inside the transaction, so two resets racing with one token still change the password once.
  app.post(endpoints.resetPassword.path, async (c) => {
    const { token, password } = await readBody(c, endpoints.resetPassword.body);
    const tokenHash = hashToken(token);
    if ((await findLivePasswordReset(db, tokenHash, clock())) === undefined) throw invalidResetLink();
    const passwordHash = await passwords.hash(password);
    const userId = await transaction(db, async (tx) => {
      const now = clock();
      const id = await consumePasswordReset(tx, tokenHash, now);
      if (id === undefined || !(await lockPlayer(tx, id))) return undefined;
      await setPasswordHash(tx, id, passwordHash);
      await revokeAllSessions(tx, id, now);
      // A challenge earned with the old password ends with it; the second factor itself stays in force.
      await voidLoginChallenges(tx, id, now);
      await endAllGameSessions(tx, id, now);
      return id;
    });
    if (userId === undefined) throw invalidResetLink();
    // The owner proved the mailbox: a lock that guessing put on the account must not keep them out.
    await loginLimits.perAccount.clear(accountAttemptKey(userId));
    clearSessionCookies(c, config);
    return okFor(c, 'resetPassword', null);
  });

  return app;
}
