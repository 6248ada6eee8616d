import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { BRANDS } from './brands';
import { expect, test } from './test';

/**
 * The installable app (docs/product.md#installable-app) against the production build: manifest and installability, the service
 * worker taking over, the branded offline page, player data never from a cache, and the update prompt. The rest of
 * the suite blocks service workers (playwright.config.ts); this file lets them register.
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the site's worker (registered once the page is idle) is active and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 20_000,
  });
}

/** Chromium's own installability checks (what Lighthouse's former PWA audit asked), over the DevTools protocol. */
async function installabilityErrors(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  return installabilityErrors.map((error) => error.errorId);
}

/** The production build the main server serves (playwright.config.ts). */
const DIST = resolve(import.meta.dirname, '..', 'dist');

/**
 * Releases a new version on the running server: the same worker with other bytes (how a browser tells a new
 * version), with the .br and .gz copies the server prefers. Returns the undo. The script fetch of a worker update
 * is the browser's own, which `route` does not see, so the server's files change as in a real release.
 */
function releaseNextVersion(): () => void {
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => join(DIST, name));
  const originals = files.map((file) => readFileSync(file));
  const next = Buffer.concat([originals[0] ?? Buffer.alloc(0), Buffer.from('\n// the next release\n')]);
  const [plain = '', br = '', gz = ''] = files;
  writeFileSync(plain, next);
  writeFileSync(br, brotliCompressSync(next));
  writeFileSync(gz, gzipSync(next));
  return () => {
    for (const [index, file] of files.entries()) writeFileSync(file, originals[index] ?? '');
  };
}

for (const { brand, baseURL } of BRANDS) {
  const name = brand === 'lagoon' ? 'Lagoon Play' : 'Royale Casino';

  test.describe(`the ${brand} build`, () => {
    test.use({ baseURL });

    test('is installable: its manifest carries the brand and Chromium reports no installability error', async ({
      browser,
      launchOptions,
    }) => {
      // Chromium never offers to install from an incognito profile, which is what a test context is: this test
      // opens a browser with a profile of its own.
      const profile = mkdtempSync(join(tmpdir(), 'casino-pwa-profile-'));
      const context = await browser.browserType().launchPersistentContext(profile, { ...launchOptions, baseURL });
      const page = context.pages()[0] ?? (await context.newPage());
      try {
        await page.goto('/');
        const href = await page.locator('link[rel="manifest"]').getAttribute('href');
        expect(href).toBe('/manifest.webmanifest');
        const manifest = await (await page.request.get(href ?? '')).json();
        expect(manifest).toMatchObject({ name, start_url: '/', scope: '/', display: 'standalone' });
        // One theme colour per scheme; the manifest's is the brand's default scheme's, so it is one of them.
        const themeColors = await page
          .locator('meta[name="theme-color"]')
          .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
        expect(themeColors).toHaveLength(2);
        expect(themeColors).toContain(manifest.theme_color);
        await waitForServiceWorker(page);
        await expect.poll(() => installabilityErrors(page)).toEqual([]);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });

    test('when the network is gone, a navigation shows the branded offline page, and "Try again" loads the page once it is back', async ({
      context,
      page,
    }) => {
      await page.goto('/');
      await waitForServiceWorker(page);
      await context.setOffline(true);
      await page.goto('/categories/slots');
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      await expect(page.getByText(name, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Sie sind offline' })).toBeVisible();
      expect(page.url()).toMatch(/\/categories\/slots$/);
      // It follows the device's scheme, as the site does until the player picks one.
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const lightBackground = await background();
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await background()).not.toBe(lightBackground);
      await page.emulateMedia({ colorScheme: 'light' });

      await context.setOffline(false);
      await page.getByRole('link', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    });
  });
}

test('navigations and player data always come from the network, never from the worker', async ({ context, page }) => {
  // The tournaments page: the lobby's, a category's and a game's documents carry their answers inlined
  // (docs/architecture.md#answers-inlined-by-the-server); this one asks the API for its list once the page runs.
  await page.goto('/tournaments');
  await waitForServiceWorker(page);
  const apiAnswer = page.waitForResponse('**/api/tournaments');
  const script = page.waitForResponse((response) => /\/assets\/.+\.js$/.test(response.url()));
  const documentResponse = await page.reload();
  // The document went to the network through the worker; the code came from its precache.
  expect(documentResponse?.fromServiceWorker()).toBe(true);
  expect((await script).fromServiceWorker()).toBe(true);
  expect((await apiAnswer).fromServiceWorker()).toBe(false);
  expect((await apiAnswer).status()).toBe(200);

  const cachedUrls = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cachedUrls).toContain('/offline.html');
  expect(cachedUrls.filter((url) => /^\/(api|play|dev|cdn|geo)\//.test(url) || url.endsWith('.html'))).toEqual([
    '/offline.html',
  ]);

  // Offline, the API answers nothing: no copy of an earlier answer stands in for it.
  await context.setOffline(true);
  const offline = await page.evaluate(() =>
    fetch('/api/site').then(
      (response) => `answered ${response.status}`,
      () => 'failed',
    ),
  );
  expect(offline).toBe('failed');
});

test('when a new version is waiting, the player is offered a reload, and Reload moves the page to it', async ({
  page,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  // Kept until the end: restored at once, the old bytes would count as one more release at the next check.
  const undoRelease = releaseNextVersion();
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByText('A new version is available');
    await expect(prompt).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    await waitForServiceWorker(page);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
    await expect(prompt).toHaveCount(0);
  } finally {
    undoRelease();
  }
});
