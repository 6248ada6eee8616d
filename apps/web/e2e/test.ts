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

/** Playwright's test, with every test's browser context on the run's timeline. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await pinClock(context));
  },
});

export { expect } from '@playwright/test';
