import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { FIXTURE_BRAND_DIST, fixtureBrandBuilt, LAGOON_DIST, lagoonBuilt } from './e2e/brands';
import { E2E_START } from './e2e/clock';
import { blockedPort, fixtureBrandPort, gbPort, lagoonPort, originOf, port } from './e2e/ports';

/**
 * End-to-end tests run the production build of the web app served by the real reference API, with a fresh
 * database for every run. Chromium comes from Debian (never downloaded by Playwright).
 */
const baseURL = originOf(port);
/** The payment simulator's hosted card frame runs on its own origin, next to the API. */
const paymentPort = Number(process.env.E2E_PAYMENT_PORT ?? port + 1);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'casino-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

const origins = [port, gbPort, blockedPort, lagoonPort, fixtureBrandPort].map(originOf);

function apiServer(serverPort: number, simulatorPort: number, env: Record<string, string>) {
  const url = originOf(serverPort);
  return {
    command: 'node ../api/dist/main.js',
    url: `${url}/api/currencies`,
    // Ready when it says so: Playwright starts the servers one after another, and polling the URL (at 0.1, 0.35,
    // 0.85, then every second) added about 0.8 s to each one's start.
    wait: { stdout: /Casino API listening on / },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      // Each server keeps its own database: the main one's data must not depend on the others.
      DATA_DIR: serverPort === port ? dataDir : join(dataDir, String(serverPort)),
      WEB_DIST_DIR: resolve(import.meta.dirname, 'dist'),
      PUBLIC_URL: url,
      PAYMENT_SIMULATOR_PORT: String(simulatorPort),
      PAYMENT_SIMULATOR_URL: `http://127.0.0.1:${simulatorPort}`,
      // The servers' clock starts on the run's timeline (e2e/clock.ts); browsers join it through e2e/test.ts.
      FAKE_NOW: new Date(E2E_START).toISOString(),
      // scrypt at N=2^12 instead of the default OWASP 2^17 (350 ms of CPU per hash here): the suite's hundreds of
      // sign-ups and logins test the product's behaviour, not the hash's strength (the parameters sit in each hash).
      PASSWORD_HASH_COST: '12',
      // The specs read reset links from the outbox and confirm crypto deposits through the development control
      // (e2e/support.ts); the API serves those only when asked, and to loopback requests only.
      DEV_SERVICES: 'true',
      ...env,
    },
  };
}

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
/** Specs whose tests wait on the wall clock: a second factor's code waits for the middle of a 30 s step. */
const WAITING_SPECS = ['two-step.spec.ts'];

export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // Tests run side by side: a test that changes an account registers its own (e2e/support.ts), the seeded demo player
  // is only ever read, and each test's browser starts from the same stored state and pinned clock (e2e/test.ts).
  // Three on two cores: tests also wait (for a code's time step, a timer, a server), and a third worker fills those
  // waits; measured on this machine, the whole suite took 80 % of its two-worker time.
  workers: 3,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  // Limits for a hang, not speed targets: on some days this 2-core machine's Chromium runs the same suite, and the
  // same build, 2.5 times slower than on others (measured 2026-11-26: the lobby specs took 8-18 s a test on the
  // build from before that day's changes too), and a heavy test (two axe runs and a login) then passed 30 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL,
    launchOptions: chromiumLaunch,
    // The cookie banner sits over the bottom of every page until a choice is saved; specs other than consent's
    // start with a saved choice so it never covers what they click (e2e/consent.spec.ts starts without one).
    storageState: {
      cookies: [],
      origins: origins.map((origin) => ({
        origin,
        localStorage: [
          {
            name: 'casino.cookie-consent',
            value: JSON.stringify({ version: 1, choice: 'rejected', decidedAt: new Date(E2E_START).toISOString() }),
          },
        ],
      })),
    },
    // The site's service worker (docs/product.md#installable-app) would answer the app's files from its cache past the `page.route`
    // mocks of other specs and keep working between tests: only e2e/pwa.spec.ts lets it register.
    serviceWorkers: 'block',
    // Recording a trace for every test cost more than some tests themselves; a failure's retry records one.
    trace: 'on-first-retry',
  },
  // Tests are handed to workers in the order of the projects: the ones that wait on real time go first (one worker
  // takes them in turn), so that the other workers' tests fill their waits instead of cores idling at the run's end.
  projects: [
    { name: 'desktop', testMatch: WAITING_SPECS, use: DESKTOP },
    { name: 'desktop', testIgnore: WAITING_SPECS, use: DESKTOP },
  ],
  webServer: [
    apiServer(port, paymentPort, {}),
    // Jurisdiction settings (docs/product.md#jurisdictions) are the API's configuration: one more server each, on the same build.
    apiServer(gbPort, gbPort + 1, { JURISDICTION: 'GB' }),
    apiServer(blockedPort, blockedPort + 1, { BLOCKED_COUNTRIES: 'US' }),
    // The second brand is a second build of the web app (e2e/brands.ts), served with the main server's settings.
    ...(lagoonBuilt ? [apiServer(lagoonPort, lagoonPort + 1, { WEB_DIST_DIR: LAGOON_DIST })] : []),
    // A third brand, built from a fixture folder: what a white-label brand gets from its folder alone.
    ...(fixtureBrandBuilt
      ? [apiServer(fixtureBrandPort, fixtureBrandPort + 1, { WEB_DIST_DIR: FIXTURE_BRAND_DIST })]
      : []),
  ],
});
