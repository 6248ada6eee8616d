import { defineConfig } from '@playwright/test';

/**
 * Story tests in Debian's Chromium against the built Storybook: every story in both brands gets axe (target-size on)
 * and screenshot diffs at phone and desktop widths against committed baselines (a local stand-in for Chromatic).
 * Refresh the baselines with `npm run test:stories -w @casino/ui -- --update-snapshots=all`.
 */
const port = Number(process.env.STORYBOOK_PORT ?? 6107);

export default defineConfig({
  testDir: './visual',
  workers: 2,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.STORY_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.STORY_JSON_REPORT }]]
    : [['list']],
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        '--font-render-hinting=none',
      ],
    },
  },
  webServer: {
    command: 'node visual/serve-static.mjs',
    url: `http://127.0.0.1:${port}/index.json`,
    // Ready when it says so, instead of at the next poll of the URL.
    wait: { stdout: /storybook-static on / },
    reuseExistingServer: false,
    env: { STORYBOOK_PORT: String(port) },
  },
});
