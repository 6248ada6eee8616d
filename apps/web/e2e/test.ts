import { type BrowserContext, test as base, type Page, type Request, type Response } from '@playwright/test';
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

/** The app's entry chunk, the one script Vite names `index-<hash>.js`. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Keeps the app from starting on `page`: its entry chunk never arrives, so the document and its boot script are all. */
export const withoutApp = (page: Page) => page.route(APP_ENTRY, (route) => route.abort());

/** The module script a document starts the app with (in the page, or in the template a prerendered page starts it from). */
const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/;

/**
 * The path of the app's entry chunk that a navigation's document loads; null when the document loads no app;
 * undefined when that cannot be told (no document came, or its body is gone).
 */
async function entryOf(response: Response | null): Promise<string | null | undefined> {
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return undefined;
  const html = await response.text().catch(() => undefined);
  if (html === undefined) return undefined;
  const src = ENTRY_SCRIPT.exec(html)?.[1];
  return src ? new URL(src, response.url()).pathname : null;
}

/**
 * Playwright's test, with every test's browser context on the run's timeline, and `page.goto` returning once the
 * app has taken the page over (`html[data-app-ready]`), as a player waits for a page to work before using it, or
 * at once when there is no app to wait for: the document does not load it, or its entry chunk failed (a spec that
 * keeps the app from starting).
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await pinClock(context));
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      // Paths of the requests that failed since this navigation began: one may be the document's entry chunk.
      const failed = new Set<string>();
      let heard: (path: string) => void = () => {};
      const onFailed = (request: Request) => {
        const path = new URL(request.url()).pathname;
        failed.add(path);
        heard(path);
      };
      page.on('requestfailed', onFailed);
      try {
        const response = await goto(url, options);
        const entry = await entryOf(response);
        // A document that does not load the app (the offline page, another origin's page) has nothing to wait for,
        // nor has one whose entry chunk failed.
        if (entry === null || (entry !== undefined && failed.has(entry))) return response;
        const entryFailed = new Promise<void>((resolve) => {
          heard = (path) => entry !== undefined && path === entry && resolve();
        });
        const ready = page
          .locator('html[data-app-ready]')
          .waitFor({ state: 'attached', timeout: APP_READY_WAIT_MS })
          .catch(() => undefined);
        await Promise.race([ready, entryFailed]);
        return response;
      } finally {
        page.off('requestfailed', onFailed);
      }
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';
