import { API_BASE_PATH, buildPath, type CryptoDeposit, type EndpointName, endpoints } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { createTestApp, socketFrom, type TestBrowser } from '../testing/test-app';

/**
 * A page of another origin (another port of the same host included) must not change anything
 * through the API, whatever it sends. Every state-changing endpoint of the contract, the dev control and the geo
 * service, against every way a browser page can try; all from a loopback socket, as in the reported attack.
 */

const SITE = 'http://casino.test'; // testConfig's PUBLIC_URL
const JSON_TYPE = 'application/json';

const ATTACKS: [string, Record<string, string>][] = [
  [
    'another site’s Origin',
    { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'Content-Type': JSON_TYPE },
  ],
  ['Origin: null', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site', 'Content-Type': JSON_TYPE }],
  [
    'the Origin of another port of the same host',
    { Origin: `${SITE}:8081`, 'Sec-Fetch-Site': 'same-site', 'Content-Type': JSON_TYPE },
  ],
  ['no Origin, Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': JSON_TYPE }],
  ['no Origin, Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site', 'Content-Type': JSON_TYPE }],
  ['text/plain (a no-cors fetch or a text/plain form)', { Origin: SITE, 'Content-Type': 'text/plain;charset=UTF-8' }],
  ['application/x-www-form-urlencoded', { Origin: SITE, 'Content-Type': 'application/x-www-form-urlencoded' }],
  ['multipart/form-data', { Origin: SITE, 'Content-Type': 'multipart/form-data; boundary=----x' }],
  ['no Content-Type', { Origin: SITE }],
];

const REFUSAL = /^(Cross-origin request refused: .+|Content-Type must be application\/json)$/;

/** Path parameters and bodies that would work if the request got through, so a refusal is the guard's doing. */
const PARAMS: Partial<Record<EndpointName, Record<string, string>>> = {
  removeFavorite: { id: '1' },
  signOutDevice: { id: '1' },
  markNotificationRead: { id: '1' },
  activatePromotion: { alias: 'weekly-cashback' },
  cancelPromotion: { id: '1' },
  realGameSpin: { token: 'unknown' },
  demoGameSpin: { alias: 'phantom-riches' },
};
const BODIES: Partial<Record<EndpointName, unknown>> = {
  login: { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
  forgotPassword: { email: DEMO_PLAYER.email },
  updateProfile: { city: 'Attackerville' },
  changePassword: { currentPassword: DEMO_PLAYER.password, newPassword: 'Taken1234!' },
  loginSecondStep: { challenge: 'unknown', code: '123456' },
  enableTwoStep: { code: '123456' },
  disableTwoStep: { password: DEMO_PLAYER.password, code: '123456' },
  addFavorite: { gameId: 1 },
  createWithdrawal: {
    idempotencyKey: 'csrf-withdrawal-0001',
    method: 'crypto',
    amount: 5_000,
    coin: 'btc',
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  },
  cryptoDeposit: { idempotencyKey: 'csrf-deposit-0001', amount: 3_000, coin: 'btc' },
  startGamingBlock: { kind: 'cool-off', duration: '7d' },
  setGamingLimit: { kind: 'deposit', period: 'daily', amount: 100 },
  setRealityCheck: { minutes: 15 },
  demoGameLink: { alias: 'phantom-riches' },
  realGameLink: { alias: 'phantom-riches' },
  demoGameSpin: { stake: 100, balance: 1_000 },
};

type Target = { label: string; method: string; path: string; body?: string; headers?: Record<string, string> };

const stateChanging = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].method !== 'GET');

function targets(pendingDepositId: string): Target[] {
  return [
    ...stateChanging.map((name) => {
      const { method, path } = endpoints[name];
      const body = BODIES[name];
      return {
        label: name,
        method,
        path: API_BASE_PATH + buildPath(path, PARAMS[name] ?? {}),
        body: body === undefined ? undefined : JSON.stringify(body),
      };
    }),
    {
      label: 'dev crypto confirm',
      method: 'POST',
      path: `${API_BASE_PATH}/dev/deposits/crypto/${pendingDepositId}/confirm`,
    },
    ...[
      ['/geo/otp/send', { phone: '+4930123456', landline: false }],
      ['/geo/otp/verify', { phone: '+4930123456', code: '123456' }],
      ['/geo/postal-code', { country: 'us', zip: '10001' }],
    ].map(([path, body]) => ({
      label: `geo ${path}`,
      method: 'POST',
      path: path as string,
      body: JSON.stringify(body),
      headers: { Authorization: 'Bearer dev-geo-key' },
    })),
  ];
}

/** Everything an accepted request above would change, read the way the player's own app reads it. */
async function snapshot(b: TestBrowser) {
  const paths = [
    '/api/me',
    '/api/me/withdrawals',
    '/api/me/transactions',
    '/api/me/responsible-gaming',
    '/api/promotions/active',
    '/api/me/games/favorites',
    '/api/me/games/recent',
    '/api/me/funds/cards',
    '/api/me/two-step',
    '/api/me/sessions',
    '/api/dev/outbox',
  ];
  const answers = await Promise.all(paths.map((path) => b.get(path)));
  for (const [i, answer] of answers.entries()) expect(answer.status, paths[i]).toBe(200);
  return answers.map((answer) => answer.body.data);
}

async function loggedInDemo() {
  const t = createTestApp();
  const b = t.browser();
  expect((await b.login(DEMO_PLAYER.email, DEMO_PLAYER.password)).status).toBe(200);
  const opened = await b.post<CryptoDeposit>('/api/me/deposits/crypto', {
    idempotencyKey: 'csrf-setup-deposit',
    amount: 3_000,
    coin: 'btc',
  });
  expect(opened.body.data.status).toBe('pending');
  return { ...t, b, depositId: opened.body.data.depositId };
}

describe('cross-origin state changes are refused', () => {
  it.each(ATTACKS)('refuses %s on every state-changing endpoint with 403, and nothing changes', async (_, attack) => {
    const { app, b, depositId } = await loggedInDemo();
    const before = await snapshot(b);
    for (const target of targets(depositId)) {
      const headers: Record<string, string> = { ...target.headers, ...attack };
      const cookie = b.jar.header(target.path);
      if (cookie) headers.Cookie = cookie;
      const res = await app.request(target.path, { method: target.method, headers, body: target.body }, socketFrom());
      expect(res.status, target.label).toBe(403);
      const answer = (await res.json()) as { status?: string; message?: string; detail?: string };
      if (target.path.startsWith('/geo/')) expect(answer.detail, target.label).toMatch(REFUSAL);
      else expect(answer, target.label).toMatchObject({ status: 'error', message: expect.stringMatching(REFUSAL) });
      expect(res.headers.getSetCookie(), `${target.label} touched the cookies`).toEqual([]);
    }
    // The session is alive (no forced logout) and balance, withdrawals, blocks, promotions and mail are as they were.
    expect(await snapshot(b)).toEqual(before);
    expect((await b.get<{ balance: number }>('/api/me')).body.data.balance).toBe(100_000);
  });

  it('still lets the site’s own pages and non-browser clients change state with JSON', async () => {
    const { b, depositId } = await loggedInDemo();
    const ownPage = { Origin: SITE, 'Sec-Fetch-Site': 'same-origin' };
    const withdrawal = await b.post('/api/me/withdrawals', BODIES.createWithdrawal, ownPage);
    expect(withdrawal.status).toBe(200);
    const promotion = await b.post('/api/me/promotions/weekly-cashback/activate', undefined, ownPage);
    expect(promotion.status).toBe(200);
    // The dev control from the machine itself, with no Origin (curl, the e2e helpers).
    const confirmed = await b.post<CryptoDeposit>(`/api/dev/deposits/crypto/${depositId}/confirm`);
    expect(confirmed.body.data).toMatchObject({ status: 'completed', balance: 100_000 - 5_000 + 3_000 });
    const block = await b.post('/api/me/responsible-gaming/block', BODIES.startGamingBlock, {
      'Content-Type': 'application/json; charset=utf-8',
    });
    expect(block.status).toBe(200);
    expect((await b.post('/api/auth/logout', undefined, ownPage)).status).toBe(200);
    expect((await b.get('/api/me')).status).toBe(401);
  });
});
