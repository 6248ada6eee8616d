import { endpoints } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { isKnownCurrency, isSupportedLanguage } from '../db/queries/catalogue';
import { findUserById, insertUser, isEmailTaken, isLoginTaken, toUser } from '../db/queries/users';
import { lockKey, transaction } from '../db/sql';
import { okFor } from '../http/contract-answer';
import { setSessionCookies } from '../http/cookies';
import { badRequest, HttpError } from '../http/http-error';
import { loginOrigin } from '../http/login-origin';
import { readBody } from '../http/validation';
import { registrationProblem } from '../services/registration-rules';
import { startSession } from '../services/sessions';
import { refuseBlockedCountry } from '../services/site-rules';

export function registerRoutes(deps: AppDeps) {
  const { db, config, clock } = deps;
  const app = new Hono<AppEnv>();

  // docs/product.md#sign-up: a successful sign-up leaves the player logged in, so the answer sets the session cookies.
  app.post(endpoints.register.path, async (c) => {
    refuseBlockedCountry(c, config);
    const body = await readBody(c, endpoints.register.body);
    const problem = registrationProblem(body, new Date(clock()));
    if (problem) throw badRequest(problem);
    if (!(await isKnownCurrency(db, body.currency))) throw badRequest('Currency is not supported');
    // The same answer as the profile edit gives for a language the site does not serve.
    if (!(await isSupportedLanguage(db, body.lang))) throw badRequest('This language is not supported');
    // The texts of docs/product.md#error-texts; 409 because the request is fine but collides with an existing account.
    if (await isEmailTaken(db, body.email)) throw new HttpError(409, 'Email is already taken');
    if (await isLoginTaken(db, body.login)) throw new HttpError(409, 'Username is already taken');

    const passwordHash = await deps.passwords.hash(body.pass);
    const origin = loginOrigin(c, config);
    const { userId, tokens } = await transaction(db, async (tx) => {
      // Checked again inside the transaction, under locks on the two names: another sign-up may have taken one
      // while the hash was computed, and two sign-ups with one name must not both pass the check.
      await lockKey(tx, `sign-up:email:${body.email.trim().toLowerCase()}`);
      await lockKey(tx, `sign-up:login:${body.login.toLowerCase()}`);
      if (await isEmailTaken(tx, body.email)) throw new HttpError(409, 'Email is already taken');
      if (await isLoginTaken(tx, body.login)) throw new HttpError(409, 'Username is already taken');
      const id = await insertUser(
        tx,
        {
          login: body.login.toLowerCase(),
          email: body.email.trim(),
          passwordHash,
          currency: body.currency,
          lang: body.lang,
          country: body.country,
          profile: body.profile,
        },
        new Date(clock()).toISOString(),
      );
      return { userId: id, tokens: await startSession(deps, id, origin, tx) };
    });
    setSessionCookies(c, config, tokens);
    const user = await findUserById(db, userId);
    if (!user) throw new Error('Registered user vanished');
    return okFor(c, 'register', toUser(user));
  });

  return app;
}
