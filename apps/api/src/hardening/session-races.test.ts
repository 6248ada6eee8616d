import { API_BASE_PATH, buildPath, endpoints, type GameLaunch, type User } from '@casino/api-contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../http/cookies';
import { REFRESH_REUSE_GRACE_MS } from '../services/refresh-grace';
import { resetPasswordByMail } from '../testing/password-reset-flow';
import { createTestApp, type TestBrowser } from '../testing/test-app';

/** Sessions that race each other, and game sessions that must not outlive their login. */
const { email, password } = DEMO_PLAYER;
const REFRESH = '/api/auth/refresh-token';

/** A second tab of the same browser: the same cookies, sent independently. */
function secondTab(app: ReturnType<typeof createTestApp>, first: TestBrowser) {
  const tab = app.browser();
  tab.jar.set(ACCESS_COOKIE, first.jar.get(ACCESS_COOKIE) ?? '', '/api');
  tab.jar.set(REFRESH_COOKIE, first.jar.get(REFRESH_COOKIE) ?? '', '/api/auth');
  return tab;
}

describe('two tabs refreshing one session at once', () => {
  let app: ReturnType<typeof createTestApp>;
  let tab1: TestBrowser;
  beforeEach(async () => {
    app = createTestApp();
    tab1 = app.browser();
    expect((await tab1.login(email, password)).status).toBe(200);
  });

  it('given both refresh together, then both succeed and the session lives on in both', async () => {
    const tab2 = secondTab(app, tab1);

    const [a, b] = await Promise.all([tab1.post(REFRESH), tab2.post(REFRESH)]);

    expect([a.status, b.status]).toEqual([200, 200]);
    for (const tab of [tab1, tab2]) {
      expect((await tab.get('/api/me')).status).toBe(200);
      expect((await tab.post(REFRESH)).status).toBe(200);
      expect((await tab.get('/api/me')).status).toBe(200);
    }
  });

  it('given the late tab comes within the grace period, then it still gets a working pair', async () => {
    const tab2 = secondTab(app, tab1);
    expect((await tab1.post(REFRESH)).status).toBe(200);
    app.clock.advance(REFRESH_REUSE_GRACE_MS);
    expect((await tab2.post(REFRESH)).status).toBe(200);
    expect((await tab2.get('/api/me')).status).toBe(200);
    expect((await tab1.get('/api/me')).status).toBe(200);
  });

  it('given the same token comes back after the grace period, then it is a replay: 401 and the session is revoked', async () => {
    const copy = secondTab(app, tab1);
    expect((await tab1.post(REFRESH)).status).toBe(200);
    app.clock.advance(REFRESH_REUSE_GRACE_MS + 1);

    const replay = await copy.post(REFRESH);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('Unauthenticated');
    expect((await tab1.get('/api/me')).status).toBe(401);
  });

  it.each([
    ['another User-Agent', { 'User-Agent': 'Browser/1' }, { 'User-Agent': 'Stolen/2' }],
    ['another IP', { 'X-Forwarded-For': '198.51.100.4' }, { 'X-Forwarded-For': '203.0.113.66' }],
  ])(
    'given the same token comes back at once from %s, then it is a replay and the session is revoked',
    async (_, first, thief) => {
      app = createTestApp({ config: { trustProxy: true } });
      tab1 = app.browser();
      await tab1.login(email, password);
      const copy = secondTab(app, tab1);

      const [own, stolen] = await Promise.all([
        tab1.post(REFRESH, undefined, first),
        copy.post(REFRESH, undefined, thief),
      ]);

      // Either may reach the database first (the pool serves both at once): whichever comes
      // second is the replay, and the replay ends the session for both holders.
      expect([own.status, stolen.status].sort()).toEqual([200, 401]);
      expect((await tab1.get('/api/me')).status).toBe(401);
      expect((await copy.get('/api/me')).status).toBe(401);
    },
  );
});

describe('a real-money game session', () => {
  const ENDED = 'This game session has ended. Close the game and launch it again.';
  let app: ReturnType<typeof createTestApp>;
  let player: TestBrowser;

  beforeEach(async () => {
    app = createTestApp();
    player = app.browser();
    await player.login(email, password);
  });

  const launch = async (b: TestBrowser) => {
    const url = (await b.post<GameLaunch>('/api/games/real/link', { alias: 'phantom-riches' })).body.data.url;
    const token = url.split('/').pop() ?? '';
    return { url, spinUrl: API_BASE_PATH + buildPath(endpoints.realGameSpin.path, { token }) };
  };
  const pageStatus = async (url: string) => (await app.app.request(url)).status;
  /** The game page runs in its own frame without the casino's cookies: only the token in the URL counts. */
  const spin = (spinUrl: string) => app.browser().post(spinUrl, { stake: 100 });

  const expectEnded = async (game: { url: string; spinUrl: string }) => {
    const page = await app.app.request(game.url);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Game session ended');
    const refused = await spin(game.spinUrl);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(ENDED);
  };

  it('takes spins while its login lives', async () => {
    const game = await launch(player);
    expect(await pageStatus(game.url)).toBe(200);
    expect((await spin(game.spinUrl)).status).toBe(200);
  });

  it('ends when the login it was launched from logs out, and moves no money after', async () => {
    const game = await launch(player);
    await player.post('/api/auth/logout');

    await expectEnded(game);
    const again = app.browser();
    await again.login(email, password);
    expect((await again.get<User>('/api/me')).body.data.balance).toBe(100_000);
  });

  it("keeps running when the player's other device logs out", async () => {
    const game = await launch(player);
    const phone = app.browser();
    await phone.login(email, password);
    await phone.post('/api/auth/logout');

    expect((await spin(game.spinUrl)).status).toBe(200);
  });

  it("ends, on every device, this one's too, when the password is changed", async () => {
    const phone = app.browser();
    await phone.login(email, password);
    const games = [await launch(player), await launch(phone)];

    const changed = await player.post('/api/me/password/change', {
      currentPassword: password,
      newPassword: 'Changed123&',
    });
    expect(changed.status).toBe(200);

    for (const game of games) await expectEnded(game);
    // The device that changed the password stays logged in and can launch again.
    const relaunched = await launch(player);
    expect((await spin(relaunched.spinUrl)).status).toBe(200);
  });

  it('ends when the password is reset', async () => {
    const game = await launch(player);
    expect((await resetPasswordByMail(app.browser(), app.db, email, 'NewPass99&')).status).toBe(200);
    await expectEnded(game);
  });
});
