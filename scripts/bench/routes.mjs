// Loads each lobby route in Chromium against the reference API serving the production build, and reports what a
// first-time visitor's browser fetched before the network went idle (JavaScript and CSS files by name) and the
// layout shift it saw. File names are turned into bytes by sizes.mjs, so the byte figures are exact and repeatable.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Lighthouse's mobile viewport: the figures are mobile ones. */
const VIEWPORT = { width: 412, height: 823 };

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
export const findChromium = () =>
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: which browser measures, no build input (as in scripts/test.sh).
  [process.env.CHROME_PATH, ...CHROMIUM_CANDIDATES].find((p) => p && existsSync(p));

/** Starts the reference API serving the production build on `port` (and its payment simulator on `port + 1`). */
export async function startApi(root, port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(root, 'apps/web/dist'),
      PUBLIC_URL: origin,
      PAYMENT_SIMULATOR_PORT: String(port + 1),
      DEV_SERVICES: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${origin}/api/currencies`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`The reference API did not start on ${origin}`);
}

/** Sums every `layout-shift` entry without recent input, as CLS does over a short page life. */
const observeLayoutShift = () => {
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

/**
 * Measures each route; `routes` are [label, path, language] with `{game}` in a path replaced by a seeded game's alias.
 * Returns per label: the /assets files fetched (js, css) and the layout-shift sum.
 */
export async function measureRoutes({ root, port, chromium, routes }) {
  const { chromium: browserType } = createRequire(join(root, 'apps/web/package.json'))('@playwright/test');
  const api = await startApi(root, port);
  const browser = await browserType.launch({
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const games = await (await fetch(`${api.origin}/api/games?per_page=1`)).json();
    const alias = games.data.items[0].alias;
    const results = {};
    for (const [label, path, language] of routes) {
      const context = await browser.newContext({ viewport: VIEWPORT, baseURL: api.origin });
      await context.addInitScript(observeLayoutShift);
      if (language) await context.addInitScript((lang) => localStorage.setItem('casino.language', lang), language);
      const page = await context.newPage();
      const files = new Set();
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/assets/') && /\.(js|css)$/.test(pathname)) files.add(pathname.slice(1));
      });
      await page.goto(path.replace('{game}', alias), { waitUntil: 'networkidle' });
      // On a busy machine a chunk can take longer to run than the half second of quiet that counts as idle, before it
      // asks for the next one: the page counts as loaded once it shows its heading and the network is quiet again.
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const layoutShift = await page.evaluate(() => window.__layoutShift);
      // Stylesheets the reference API wrote into the document (apps/api/src/http/inline-render-blocking.ts) count as
      // the page's CSS all the same: their bytes travel inside the document instead.
      const inlined = await page.$$eval('link[rel="stylesheet"][type="text/x-inlined"]', (links) =>
        links.map((link) => new URL(link.href).pathname),
      );
      for (const pathname of inlined) files.add(pathname.slice(1));
      const list = [...files].sort();
      results[label] = {
        js: list.filter((f) => f.endsWith('.js')),
        css: list.filter((f) => f.endsWith('.css')),
        layoutShift,
      };
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    api.stop();
  }
}
