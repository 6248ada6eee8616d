// Lighthouse figures of the lobby routes (docs/architecture.md#byte-budgets): the lighthouse package with its mobile defaults (a throttled
// phone), run five times per route against the reference API serving the production build; the median run (by
// Lighthouse's own rule, the run closest to the median FCP and TTI) is the one reported. Printed, never asserted:
// the times depend on the machine and its load.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

/** The runs per route whose median is reported. */
export const LIGHTHOUSE_RUNS = 5;

/** Lobby pages a visitor lands on besides the byte-budget routes, measured by Lighthouse too. */
export const LIGHTHOUSE_EXTRA_ROUTES = [
  ['/categories', '/categories'],
  ['/providers', '/providers'],
];

/** Chromium as the figures were measured: headless, no background traffic that would pollute the network. */
export const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

async function launchChromium(chromium, debuggingPort) {
  const profile = mkdtempSync(join(tmpdir(), 'casino-lighthouse-'));
  const child = spawn(
    chromium,
    [
      ...LIGHTHOUSE_CHROME_FLAGS,
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group: Debian's /usr/bin/chromium-headless-shell is a script that starts the browser as a child,
    // so ending the script alone would leave the browser running.
    { stdio: 'ignore', detached: true },
  );
  const close = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    // The browser may still be writing its profile as it exits: retry rather than crash the benchmark.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  for (let attempt = 0; attempt < 80; attempt++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`http://127.0.0.1:${debuggingPort}/json/version`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { close };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  close();
  throw new Error(`Chromium did not open its debugging port ${debuggingPort}`);
}

/** The figures of one Lighthouse result: score 0-100, times in ms, CLS unitless. */
export function lighthouseFigures(result) {
  const value = (audit) => result.audits[audit]?.numericValue ?? Number.NaN;
  // Lighthouse 13 names the LCP element in its LCP breakdown insight, as a node item beside the subpart table.
  const lcpNode = result.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  return {
    score: Math.round((result.categories.performance.score ?? Number.NaN) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpElement: lcpNode?.snippet,
  };
}

/**
 * Runs Lighthouse LIGHTHOUSE_RUNS times on each `origin + path` and returns, per path, the figures of the median run.
 * `debuggingPort` is where Chromium listens for Lighthouse.
 */
export async function measureLighthouse({ chromium, origin, paths, debuggingPort }) {
  const browser = await launchChromium(chromium, debuggingPort);
  try {
    const medians = {};
    for (const [label, path] of paths) {
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const answer = await lighthouse(`${origin}${path}`, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!answer) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (answer.lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${answer.lhr.runtimeError.message}`);
        runs.push(answer.lhr);
      }
      // Lighthouse's median run, plus the median of each run's TBT: the figure the target is set on, less moved by
      // one run the machine's other work slowed down.
      const tbts = runs.map((run) => lighthouseFigures(run).tbt).sort((a, b) => a - b);
      medians[label] = {
        ...lighthouseFigures(computeMedianRun(runs)),
        tbtMedian: tbts[Math.floor(tbts.length / 2)],
        tbtRange: [tbts[0], tbts.at(-1)],
      };
    }
    return medians;
  } finally {
    browser.close();
  }
}
