import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { consumePasswordReset, insertPasswordReset } from '../db/queries/password-resets';
import { findLiveAccessToken, revokeAllSessions } from '../db/queries/sessions';
import { findUserById, findUserByIdentifier, setPasswordHash, toUser } from '../db/queries/users';
import { transaction } from '../db/sql';
import { clientIp } from '../http/client-ip';
import { clearSessionCookies, readAccessToken, readRefreshToken, setSessionCookies } from '../http/cookies';
import { ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { readBody } from '../http/validation';
import { passwordResetMail, sendMail } from '../services/outbox';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../services/passwords';
import { endSession, rotateSession, startSession } from '../services/sessions';
import { hashToken, newToken } from '../services/tokens';

/** Reset links last an hour (brief; long enough to find the mail, short enough to limit a leaked inbox). */
const RESET_TOKEN_TTL_MINUTES = 60;

const tooManyAttempts = (retryAfter: number) =>
  new HttpError(429, `Too many login attempts. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`, {
    'Retry-After': String(retryAfter),
  });

export function authRoutes(deps: AppDeps) {
  const { db, config, clock, loginLimits } = deps;
  const app = new Hono<AppEnv>();

  app.post(endpoints.login.path, async (c) => {
    const { email: identifier, password } = await readBody(c, endpoints.login.body);
    const accountKey = identifier.trim().toLowerCase();
    const ipKey = clientIp(c, config.trustProxy);
    // Checked before the password so a blocked attacker learns nothing more, even with the right password.
    const retryAfter = Math.max(
      loginLimits.perAccount.retryAfterSeconds(accountKey),
      loginLimits.perIp.retryAfterSeconds(ipKey),
    );
    if (retryAfter > 0) throw tooManyAttempts(retryAfter);

    const user = findUserByIdentifier(db, identifier);
    const valid = user
      ? await verifyPassword(password, user.password_hash)
      : await verifyAgainstDummy(password, config.passwordHashCost);
    if (!user || !valid) {
      loginLimits.perAccount.recordFailure(accountKey);
      loginLimits.perIp.recordFailure(ipKey);
      throw new HttpError(401, 'Invalid username or password');
    }
    loginLimits.perAccount.reset(accountKey);
    setSessionCookies(c, config, startSession(deps, user.id));
    return ok(c, toUser(user));
  });

  app.post(endpoints.refreshToken.path, (c) => {
    const token = readRefreshToken(c);
    const result = token ? rotateSession(deps, token) : undefined;
    if (!result?.ok) {
      clearSessionCookies(c, config);
      throw new HttpError(401, 'Unauthenticated');
    }
    setSessionCookies(c, config, result.tokens);
    return ok(c, null);
  });

  // Always 200: logging out of an already dead session still leaves the browser logged out (spec §4).
  app.post(endpoints.logout.path, (c) => {
    const access = readAccessToken(c);
    const accessRow = access ? findLiveAccessToken(db, hashToken(access), clock()) : undefined;
    endSession(deps, readRefreshToken(c), accessRow?.family_id);
    clearSessionCookies(c, config);
    return ok(c, null);
  });

  // Same answer whether or not the account exists, so the form cannot be used to list accounts (spec §8 text).
  app.post(endpoints.forgotPassword.path, async (c) => {
    const { email } = await readBody(c, endpoints.forgotPassword.body);
    const user = findUserByIdentifier(db, email);
    if (user) {
      const token = newToken();
      const now = clock();
      const link = `${config.publicUrl}/reset-password?token=${token}`;
      transaction(db, () => {
        insertPasswordReset(db, hashToken(token), user.id, now + RESET_TOKEN_TTL_MINUTES * 60_000);
        sendMail(db, passwordResetMail(user.email, user.login, link, RESET_TOKEN_TTL_MINUTES), now);
      });
    }
    return ok(c, null);
  });

  app.post(endpoints.resetPassword.path, async (c) => {
    const { token, password } = await readBody(c, endpoints.resetPassword.body);
    const passwordHash = await hashPassword(password, config.passwordHashCost);
    const userId = transaction(db, () => {
      const now = clock();
      const id = consumePasswordReset(db, hashToken(token), now);
      if (id === undefined || !findUserById(db, id)) return undefined;
      setPasswordHash(db, id, passwordHash);
      revokeAllSessions(db, id, now);
      return id;
    });
    if (userId === undefined) throw new HttpError(400, 'This password reset link is invalid or has expired');
    clearSessionCookies(c, config);
    return ok(c, null);
  });

  return app;
}
