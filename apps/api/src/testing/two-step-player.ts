import type { RecoveryCodes, TwoStepChallenge, TwoStepSetup } from '@casino/api-contract';
import { TOTP_PERIOD_MS, totpCodeAt } from '../services/two-step/totp';
import { validSignUp } from './sign-up-fixtures';
import type { createTestApp, TestBrowser } from './test-app';

type World = ReturnType<typeof createTestApp>;

export type TwoStepPlayer = {
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
  /** The code the player's app shows now (the test's pinned clock). */
  code: () => string;
  /** Moves the clock to the next time step and gives its code: a code is accepted once, so each use needs a new one. */
  nextCode: () => string;
};

let players = 0;

/** Signs up a fresh player in `browser` and turns two-step sign-in on, as the profile's Security part does. */
export async function signUpWithTwoStep(world: World, browser: TestBrowser): Promise<TwoStepPlayer> {
  players += 1;
  const signUp = validSignUp(`twostep${players}_${Date.now().toString(36)}`);
  const registered = await browser.post('/api/auth/register', signUp);
  if (registered.status !== 200) throw new Error(`Sign-up failed: ${registered.body.message}`);
  const setup = await browser.post<TwoStepSetup>('/api/me/two-step/setup');
  const secret = setup.body.data.secret;
  const enabled = await browser.post<RecoveryCodes>('/api/me/two-step/enable', {
    code: totpCodeAt(secret, world.clock.now()),
  });
  if (enabled.status !== 200) throw new Error(`Enabling failed: ${enabled.body.message}`);
  const code = () => totpCodeAt(secret, world.clock.now());
  return {
    email: signUp.email,
    password: signUp.pass,
    secret,
    recoveryCodes: enabled.body.data.recoveryCodes,
    code,
    nextCode: () => {
      world.clock.advance(TOTP_PERIOD_MS);
      return code();
    },
  };
}

/** The first step of a login that must answer a challenge. */
export async function challengeOf(browser: TestBrowser, email: string, password: string): Promise<string> {
  const answer = await browser.login(email, password);
  const data = answer.body.data as TwoStepChallenge;
  if (answer.status !== 200 || !data.twoStepRequired) throw new Error(`No challenge: ${answer.status}`);
  return data.challenge;
}

export const secondStep = (browser: TestBrowser, challenge: string, code: string) =>
  browser.post('/api/auth/login/two-step', { challenge, code });
