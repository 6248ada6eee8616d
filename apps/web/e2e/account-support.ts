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
