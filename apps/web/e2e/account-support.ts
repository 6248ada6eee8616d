import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DEMO } from './support';

export type Player = { login: string; email: string; password: string };

/**
 * Registers a new player through the API and leaves the page's browser context logged in as them (page.request
 * shares its cookies), so a test that changes history, promotions or the password touches nobody else's state.
 */
export async function registerFreshPlayer(page: Page, password = 'Secret123!'): Promise<Player> {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const player = { login: `acct_${id}`, email: `acct.${id}@casino.test`, password };
  const answer = await page.request.post('/api/auth/register', {
    data: {
      login: player.login,
      email: player.email,
      pass: password,
      ip: '203.0.113.7',
      userAgent: 'playwright',
      domain: 'casino.test',
      country: 'US',
      currency: 'USD',
      lang: 'en',
      profile: {
        first_name: 'Robin',
        last_name: 'Fresh',
        date_birth: '1991-07-15',
        gender: 'f',
        city: 'Denver',
        state: 'Colorado',
        postcode: '80202',
        address: '1437 Bannock Street',
        phone_code: '+1',
        phone_number: '2015550123',
        privacy: true,
      },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return player;
}

/** Logs the page's browser context in as the demo player without the modal. */
export async function logInAsDemo(page: Page) {
  const answer = await page.request.post('/api/auth/login', { data: { email: DEMO.email, password: DEMO.password } });
  expect(answer.ok()).toBe(true);
}

/** Paths of the API requests the page sends from now on, with their query, e.g. `GET /api/me/bets?page=2`. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

/** axe with target-size on, as accessibility.spec.ts runs it: the ids of the rules broken, so none is expected. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  return results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
}
