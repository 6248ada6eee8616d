import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { blockedPort, gbPort, originOf, port } from './e2e/ports';

/**
 * End-to-end tests run the production build of the web app served by the real reference API, with a fresh
 * database for every run. Chromium comes from Debian (never downloaded by Playwright).
 */
const baseURL = originOf(port);
/** The payment simulator's hosted card frame runs on its own origin, next to the API. */
const paymentPort = Number(process.env.E2E_PAYMENT_PORT ?? port + 1);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'casino-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

const origins = [port, gbPort, blockedPort].map(originOf);

function apiServer(serverPort: number, simulatorPort: number, env: Record<string, string>) {
  const url = originOf(serverPort);
  return {
    command: 'node ../api/dist/main.js',
    url: `${url}/api/currencies`,
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
      ...env,
    },
  };
}

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
  // One worker: tests share one seeded demo player, and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
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
            value: JSON.stringify({ version: 1, choice: 'rejected', decidedAt: '2026-01-01T00:00:00.000Z' }),
          },
        ],
      })),
    },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: [
    apiServer(port, paymentPort, {}),
    // Jurisdiction settings (issue 7) are the API's configuration: one more server each, on the same build.
    apiServer(gbPort, gbPort + 1, { JURISDICTION: 'GB' }),
    apiServer(blockedPort, blockedPort + 1, { BLOCKED_COUNTRIES: 'US' }),
  ],
});
