import type { TwoStepChallenge, TwoStepSetup, TwoStepStatus, User } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { listMail } from '../db/queries/outbox';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../http/cookies';
import { TOTP_PERIOD_MS, totpCodeAt } from '../services/two-step/totp';
import { resetPasswordByMail } from '../testing/password-reset-flow';
import { createTestApp } from '../testing/test-app';
import { challengeOf, secondStep, signUpWithTwoStep } from '../testing/two-step-player';

const sessionCookies = (headers: Headers) =>
  headers.getSetCookie().filter((c) => c.startsWith(`${ACCESS_COOKIE}=`) || c.startsWith(`${REFRESH_COOKIE}=`));

describe('setting two-step sign-in up', () => {
  it('given a player, when they start, confirm with a code from their app, then it is on with ten recovery codes shown once', async () => {
    const world = createTestApp();
    const b = world.browser();
    await b.post('/api/auth/register', (await import('../testing/sign-up-fixtures')).validSignUp('setup1'));
    expect((await b.get<TwoStepStatus>('/api/me/two-step')).body.data).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });

    const setup = await b.post<TwoStepSetup>('/api/me/two-step/setup');
    expect(setup.status).toBe(200);
    const uri = new URL(setup.body.data.otpauthUri);
    expect(uri.searchParams.get('secret')).toBe(setup.body.data.secret);
    expect(uri.searchParams.get('issuer')).toBe('casino.test');
    expect(decodeURIComponent(uri.pathname)).toContain('player.setup1@casino.test');
    // Not in force before a code confirms it.
    expect((await b.get<TwoStepStatus>('/api/me/two-step')).body.data.enabled).toBe(false);

    const enabled = await b.post<{ recoveryCodes: string[] }>('/api/me/two-step/enable', {
      code: totpCodeAt(setup.body.data.secret, world.clock.now()),
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.data.recoveryCodes).toHaveLength(10);
    for (const code of enabled.body.data.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(enabled.body.data.recoveryCodes).size).toBe(10);
    expect((await b.get<TwoStepStatus>('/api/me/two-step')).body.data).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await listMail(world.db, 'player.setup1@casino.test'))[0]?.subject).toBe('Two-step sign-in is on');
  });

  it('refuses a wrong code without spending the login budget, an expired setup, and a second setup while on', async () => {
    const world = createTestApp();
    const b = world.browser();
    await b.post('/api/auth/register', (await import('../testing/sign-up-fixtures')).validSignUp('setup2'));
    const setup = await b.post<TwoStepSetup>('/api/me/two-step/setup');
    for (let i = 0; i < 6; i++) {
      const wrong = await b.post('/api/me/two-step/enable', { code: '000000' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toMatch(/The code is not correct/);
    }
    expect((await b.post('/api/me/two-step/enable', { code: 'abcde-fghjk' })).status).toBe(400);

    world.clock.advance(31 * 60_000);
    await b.post('/api/auth/refresh-token');
    const late = await b.post('/api/me/two-step/enable', {
      code: totpCodeAt(setup.body.data.secret, world.clock.now()),
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This setup has expired. Please start again.');

    // Starting again makes a new secret; the old one's codes are worth nothing.
    const again = await b.post<TwoStepSetup>('/api/me/two-step/setup');
    expect(again.body.data.secret).not.toBe(setup.body.data.secret);
    const old = await b.post('/api/me/two-step/enable', {
      code: totpCodeAt(setup.body.data.secret, world.clock.now()),
    });
    expect(old.status).toBe(400);
    expect(
      (await b.post('/api/me/two-step/enable', { code: totpCodeAt(again.body.data.secret, world.clock.now()) })).status,
    ).toBe(200);
    expect((await b.post('/api/me/two-step/setup')).status).toBe(409);
  });

  it('needs a session', async () => {
    const b = createTestApp().browser();
    expect((await b.get('/api/me/two-step')).status).toBe(401);
    expect((await b.post('/api/me/two-step/setup')).status).toBe(401);
  });
});

describe('logging in with two-step sign-in', () => {
  it('answers a challenge and sets no session cookie for the password; the code then starts the session', async () => {
    const world = createTestApp();
    const player = await signUpWithTwoStep(world, world.browser());
    const b = world.browser();

    const first = await b.login(player.email, player.password);
    expect(first.status).toBe(200);
    const challenge = first.body.data as TwoStepChallenge;
    expect(challenge).toMatchObject({ twoStepRequired: true });
    expect(challenge.challenge).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(challenge.expiresAt) - world.clock.now()).toBe(5 * 60_000);
    expect(first.body.data).not.toHaveProperty('email');
    expect(sessionCookies(first.headers)).toEqual([]);
    expect((await b.get('/api/me')).status).toBe(401);

    const second = await secondStep(b, challenge.challenge, player.nextCode());
    expect(second.status).toBe(200);
    expect((second.body.data as User).email).toBe(player.email);
    expect(sessionCookies(second.headers)).toHaveLength(2);
    expect((await b.get('/api/me')).status).toBe(200);
  });

  it('accepts a code once: the same code again, even within its window, is refused (replay)', async () => {
    const world = createTestApp();
    const player = await signUpWithTwoStep(world, world.browser());
    const code = player.nextCode();
    expect(
      (await secondStep(world.browser(), await challengeOf(world.browser(), player.email, player.password), code))
        .status,
    ).toBe(200);

    const attacker = world.browser();
    const replay = await secondStep(attacker, await challengeOf(attacker, player.email, player.password), code);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('Invalid code');
    // An older code of the window is refused too: the newest step accepted is the floor.
    world.clock.advance(10_000);
    const older = totpCodeAt(player.secret, world.clock.now() - TOTP_PERIOD_MS);
    expect((await secondStep(attacker, await challengeOf(attacker, player.email, player.password), older)).status).toBe(
      401,
    );
    expect((await attacker.get('/api/me')).status).toBe(401);
  });

  it('allows one step of clock drift either way, not two', async () => {
    const world = createTestApp();
    const player = await signUpWithTwoStep(world, world.browser());
    const b = world.browser();
    world.clock.advance(10 * TOTP_PERIOD_MS);
    const now = world.clock.now();
    const tooOld = totpCodeAt(player.secret, now - 2 * TOTP_PERIOD_MS);
    expect((await secondStep(b, await challengeOf(b, player.email, player.password), tooOld)).status).toBe(401);
    const tooNew = totpCodeAt(player.secret, now + 2 * TOTP_PERIOD_MS);
    expect((await secondStep(b, await challengeOf(b, player.email, player.password), tooNew)).status).toBe(401);
    const behind = totpCodeAt(player.secret, now - TOTP_PERIOD_MS);
    expect((await secondStep(b, await challengeOf(b, player.email, player.password), behind)).status).toBe(200);
    const ahead = totpCodeAt(player.secret, now + TOTP_PERIOD_MS);
    expect((await secondStep(b, await challengeOf(b, player.email, player.password), ahead)).status).toBe(200);
  });

  it('given wrong codes, the account budget locks: the right code is then refused too, and giving the password again buys no new guesses', async () => {
    const world = createTestApp();
    const player = await signUpWithTwoStep(world, world.browser());
    const attacker = world.browser();
    let challenge = await challengeOf(attacker, player.email, player.password);
    for (let i = 0; i < 4; i++) expect((await secondStep(attacker, challenge, `00000${i}`)).status).toBe(401);
    // The right password again does not clear the failures the codes spent.
    challenge = await challengeOf(attacker, player.email, player.password);
    expect((await secondStep(attacker, challenge, '999999')).status).toBe(401);

    const locked = await secondStep(attacker, challenge, player.nextCode());
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).not.toBeNull();
    expect((await attacker.login(player.email, player.password)).status).toBe(429);
    expect((await attacker.get('/api/me')).status).toBe(401);

    world.clock.advance(15 * 60_000 + 1);
    const owner = world.browser();
    expect(
      (await secondStep(owner, await challengeOf(owner, player.email, player.password), player.nextCode())).status,
    ).toBe(200);
  });

  it('a right code clears the failures wrong ones left', async () => {
    const world = createTestApp();
    const player = await signUpWithTwoStep(world, world.browser());
    const b = world.browser();
    for (let round = 0; round < 3; round++) {
      const challenge = await challengeOf(b, player.email, player.password);
      for (let i = 0; i < 3; i++) expect((await secondStep(b, challenge, '123456')).status).toBe(401);
      expect((await secondStep(b, challenge, player.nextCode())).status).toBe(200);
    }
  });

  it('a recovery code works once, in any case and spacing, and the owner is told', async () => {
    const world = createTestApp();
    const player = await signUpWithTwoStep(world, world.browser());
    const [first, second] = player.recoveryCodes as [string, string];
    const b = world.browser();
    const typed = ` ${first.toUpperCase().replace('-', ' ')} `;
    expect((await secondStep(b, await challengeOf(b, player.email, player.password), typed)).status).toBe(200);
    expect((await listMail(world.db, player.email))[0]).toMatchObject({
      subject: 'A recovery code was used to log in',
      text: expect.stringContaining('9 unused recovery codes are left'),
    });
    const reuse = await secondStep(b, await challengeOf(b, player.email, player.password), first);
    expect(reuse.status).toBe(401);
    expect((await secondStep(b, await challengeOf(b, player.email, player.password), second)).status).toBe(200);
    expect((await b.get<TwoStepStatus>('/api/me/two-step')).body.data.recoveryCodesLeft).toBe(8);
  });

  it('a challenge works once, only until it expires, and only for its own account', async () => {
    const world = createTestApp();
    const alice = await signUpWithTwoStep(world, world.browser());
    const bob = await signUpWithTwoStep(world, world.browser());
    const b = world.browser();

    const challenge = await challengeOf(b, alice.email, alice.password);
    expect((await secondStep(b, challenge, alice.nextCode())).status).toBe(200);
    const twice = await secondStep(world.browser(), challenge, alice.nextCode());
    expect(twice.status).toBe(410);
    expect(twice.body.message).toBe('This sign-in has expired. Please log in again.');

    // Bob's password and Bob's code cannot open Alice's account, nor Alice's challenge Bob's.
    const mallory = world.browser();
    const aliceChallenge = await challengeOf(mallory, alice.email, alice.password);
    const bobsCode = await secondStep(mallory, aliceChallenge, bob.nextCode());
    expect(bobsCode.status).toBe(401);
    expect((await mallory.get('/api/me')).status).toBe(401);
    const bobChallenge = await challengeOf(mallory, bob.email, bob.password);
    const withAlice = await secondStep(mallory, bobChallenge, alice.nextCode());
    expect(withAlice.status).toBe(401);

    const late = await challengeOf(b, alice.email, alice.password);
    world.clock.advance(5 * 60_000);
    expect((await secondStep(b, late, alice.code())).status).toBe(410);
    expect((await secondStep(b, 'not-a-challenge', alice.code())).status).toBe(410);
  });

  it('two requests racing with one code and one challenge start one session', async () => {
    const world = createTestApp();
    const player = await signUpWithTwoStep(world, world.browser());
    const challenge = await challengeOf(world.browser(), player.email, player.password);
    const code = player.nextCode();
    const answers = await Promise.all([0, 1, 2].map(() => secondStep(world.browser(), challenge, code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const loser of answers.filter((a) => a.status !== 200)) expect([401, 410]).toContain(loser.status);
  });

  it('a password reset never bypasses the second factor, and voids challenges the old password earned', async () => {
    const world = createTestApp();
    const player = await signUpWithTwoStep(world, world.browser());
    const b = world.browser();
    const stale = await challengeOf(b, player.email, player.password);
    expect((await resetPasswordByMail(b, world.db, player.email, 'Brandnew123!')).status).toBe(200);
    expect((await secondStep(b, stale, player.nextCode())).status).toBe(410);

    const after = await b.login(player.email, 'Brandnew123!');
    expect((after.body.data as TwoStepChallenge).twoStepRequired).toBe(true);
    expect(sessionCookies(after.headers)).toEqual([]);
    const done = await secondStep(b, (after.body.data as TwoStepChallenge).challenge, player.nextCode());
    expect(done.status).toBe(200);
  });

  it('refuses a malformed code before anything is spent', async () => {
    const world = createTestApp();
    const player = await signUpWithTwoStep(world, world.browser());
    const b = world.browser();
    const challenge = await challengeOf(b, player.email, player.password);
    for (const code of ['12345', 'x'.repeat(60), '', '12345\u0000']) {
      expect((await secondStep(b, challenge, code)).status).toBe(400);
    }
    expect((await secondStep(b, challenge, player.nextCode())).status).toBe(200);
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the password and a code; wrong ones spend the login budget; then logins ask for the password only', async () => {
    const world = createTestApp();
    const b = world.browser();
    const player = await signUpWithTwoStep(world, b);

    const wrongPassword = await b.post('/api/me/two-step/disable', { password: 'Nope1234!', code: player.nextCode() });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe('Password is incorrect');
    const wrongCode = await b.post('/api/me/two-step/disable', { password: player.password, code: '000000' });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.message).toMatch(/The code is not correct/);
    for (let i = 0; i < 3; i++) await b.post('/api/me/two-step/disable', { password: 'Nope1234!', code: '000000' });
    const locked = await b.post('/api/me/two-step/disable', { password: player.password, code: player.nextCode() });
    expect(locked.status).toBe(429);
    expect((await b.get<TwoStepStatus>('/api/me/two-step')).body.data.enabled).toBe(true);

    world.clock.advance(15 * 60_000 + 1);
    await b.post('/api/auth/refresh-token');
    const off = await b.post('/api/me/two-step/disable', { password: player.password, code: player.nextCode() });
    expect(off.status).toBe(200);
    expect((await b.get<TwoStepStatus>('/api/me/two-step')).body.data).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    expect((await listMail(world.db, player.email))[0]?.subject).toBe('Two-step sign-in is off');
    const login = await world.browser().login(player.email, player.password);
    expect((login.body.data as User).email).toBe(player.email);
    expect((await b.post('/api/me/two-step/disable', { password: player.password, code: '123456' })).status).toBe(409);
  });

  it('takes a recovery code instead of the app code (a lost phone)', async () => {
    const world = createTestApp();
    const b = world.browser();
    const player = await signUpWithTwoStep(world, b);
    const off = await b.post('/api/me/two-step/disable', { password: player.password, code: player.recoveryCodes[3] });
    expect(off.status).toBe(200);
  });
});
