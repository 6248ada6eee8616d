import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { isSupportedLanguage } from '../db/queries/catalogue';
import { endAllGameSessions } from '../db/queries/game-sessions';
import { updateProfileFields } from '../db/queries/profiles';
import { revokeOtherSessions } from '../db/queries/sessions';
import { voidLoginChallenges } from '../db/queries/two-step';
import { findProfile, findUserById, setPasswordHash, setUserLanguage, toUser } from '../db/queries/users';
import { lockPlayer, transaction } from '../db/sql';
import { okFor } from '../http/contract-answer';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { readBody, readQuery } from '../http/validation';
import { passwordChangedMail } from '../services/account-mails';
import { accountAttemptKey, reservePasswordGuess } from '../services/login-attempts';
import { sendMail } from '../services/outbox';
import { ageOn } from '../services/registration-rules';

/** docs/product.md#validation: players are at least 18, also after editing their date of birth. */
const MINIMUM_AGE = 18;

export function meRoutes(deps: AppDeps) {
  const { db, clock, loginLimits, passwords } = deps;
  const app = new Hono<AppEnv>();

  app.get(endpoints.me.path, async (c) => {
    const { withProfile } = readQuery(c, endpoints.me.query);
    const { user } = c.get('session');
    return okFor(c, 'me', withProfile === 'true' ? toUser(user, await findProfile(db, user.id)) : toUser(user));
  });

  // Answers the whole player with the profile, so the client can show the saved values without another read.
  app.put(endpoints.updateProfile.path, async (c) => {
    const fields = await readBody(c, endpoints.updateProfile.body);
    if (fields.date_birth && ageOn(fields.date_birth, new Date(clock())) < MINIMUM_AGE) {
      throw badRequest('You must be at least 18 years old');
    }
    const { user } = c.get('session');
    const { lang, ...profileFields } = fields;
    if (lang !== undefined && !(await isSupportedLanguage(db, lang)))
      throw badRequest('This language is not supported');
    await transaction(db, async (tx) => {
      if (lang !== undefined) await setUserLanguage(tx, user.id, lang);
      if (!(await updateProfileFields(tx, user.id, profileFields)))
        throw notFound('This account has no profile to change');
    });
    // Re-read: the session's row predates the language change.
    return okFor(c, 'updateProfile', toUser((await findUserById(db, user.id)) ?? user, await findProfile(db, user.id)));
  });

  // 400, never 401, for a wrong current password: a 401 would make the client refresh the session and log out.
  // A wrong current password is a guess at the account's password, so it spends the account's login budget: a
  // stolen session cookie gives no extra guesses, and a locked account cannot be guessed at through this door.
  app.post(endpoints.changePassword.path, async (c) => {
    const { currentPassword, newPassword } = await readBody(c, endpoints.changePassword.body);
    const { user, familyId } = c.get('session');
    const accountKey = accountAttemptKey(user.id);
    const guess = await reservePasswordGuess([[loginLimits.perAccount, accountKey]]);
    let valid: boolean;
    try {
      valid = await passwords.verify(currentPassword, user.password_hash);
    } catch (error) {
      await guess.release();
      throw error;
    }
    if (!valid) {
      await guess.fail();
      throw badRequest('Current password is incorrect');
    }
    await guess.release();
    await loginLimits.perAccount.clear(accountKey);
    if (newPassword === currentPassword) {
      throw badRequest('The new password must be different from the current password');
    }
    const passwordHash = await passwords.hash(newPassword);
    await transaction(db, async (tx) => {
      const now = clock();
      // Re-read under the player's lock: another device may have changed the password while this one hashed.
      await lockPlayer(tx, user.id);
      if ((await findUserById(tx, user.id))?.password_hash !== user.password_hash) {
        throw new HttpError(409, 'Your password was changed meanwhile. Log in again and retry.');
      }
      await setPasswordHash(tx, user.id, passwordHash);
      await revokeOtherSessions(tx, user.id, familyId, now);
      await voidLoginChallenges(tx, user.id, now);
      // Every open game ends, this device's too: a game must not outlive the password it was started under.
      await endAllGameSessions(tx, user.id, now);
      await sendMail(tx, passwordChangedMail(user.email, user.login), now);
    });
    return okFor(c, 'changePassword', null);
  });

  return app;
}
