import { type BrowserContext, test as base } from '@playwright/test';
import { e2eNow } from './clock';

/**
 * Puts a browser context's clock on the run's timeline (e2e/clock.ts): Date starts where the API servers' clock is
 * and flows at the real pace, timers keep working, and a spec can still fast-forward it.
 */
export async function pinClock(context: BrowserContext): Promise<BrowserContext> {
  await context.clock.install({ time: e2eNow() });
  return context;
}

/**
 * How long a navigation waits, after the load event, for the app to take the page over. A prerendered page paints
 * before its code starts (app/document/boot/start-app.ts), so its load event can come while the frame is still inert,
 * and a test that typed then would type into nothing. A test that keeps the app from starting waits this long.
 */
const APP_READY_WAIT_MS = 5_000;

/**
 * Playwright's test, with every test's browser context on the run's timeline, and `page.goto` returning once the
 * app has taken the page over (`html[data-app-ready]`), as a player waits for a page to work before using it.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await pinClock(context));
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page
        .locator('html[data-app-ready]')
        .waitFor({ state: 'attached', timeout: APP_READY_WAIT_MS })
        .catch(() => undefined);
      return response;
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';
