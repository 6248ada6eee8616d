import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DEMO } from './support';

export { type Player, registerFreshPlayer } from './support';

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
