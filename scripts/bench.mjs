// Prints size figures; with --check-budget, checks only the byte budgets and exits non-zero when one is exceeded
// (CI: scripts/test.sh). Run after `npx turbo run build`.
//  - gzip cost of importing one casino-ui component (those with an import budget) and of the whole package, as an
//    app bundler sees the published build (react and react-dom left out: every app has them);
//  - per lobby route, the JavaScript and CSS a first-time visitor's browser fetches before the network is idle
//    (raw, gzip and brotli, as the reference API serves them), which language catalogue came with it, and the
//    layout-shift sum while it loaded (a figure, never asserted: it depends on timing);
//  - without --check-budget, Lighthouse mobile medians (score, FCP, LCP, TBT, CLS) of `/`, a category and a game page
//    and the other lobby pages (scripts/bench/lighthouse.mjs): CI checks bytes only, since times depend on the
//    machine. With --lighthouse, only those.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchApi } from './bench/api.mjs';
import { BENCH_ROUTES, BYTE_BUDGETS, IMPORT_BUDGETS } from './bench/budgets.mjs';
import { importCost, overImportBudget } from './bench/import-costs.mjs';
import { LIGHTHOUSE_EXTRA_ROUTES, LIGHTHOUSE_RUNS, measureLighthouse } from './bench/lighthouse.mjs';
import { findChromium, measureRoutes, startApi } from './bench/routes.mjs';
import { kib, overBudget, totalSizes } from './bench/sizes.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
const checkOnly = process.argv.includes('--check-budget');
const lighthouseOnly = process.argv.includes('--lighthouse');
// biome-ignore lint/suspicious/noUndeclaredEnvVars: a local run's choice of port, no build input.
const port = Number(process.env.BENCH_PORT ?? 4590);

if (lighthouseOnly) {
  const found = findChromium();
  if (!found) throw new Error('No Chromium found (CHROME_PATH, /usr/bin/chromium-headless-shell, /usr/bin/chromium)');
  await printLighthouse(found);
  process.exit(0);
}

// The import budgets are checked before the routes: they need only the casino-ui build, no browser.
const importCosts = {};
for (const name of Object.keys(IMPORT_BUDGETS)) {
  importCosts[name] = await importCost(root, `export { ${name} } from '@casino/ui';`);
  console.log(`${`@casino/ui: ${name} alone`.padEnd(44)} ${kib(importCosts[name])} gzip`);
}
const importProblems = overImportBudget(importCosts, IMPORT_BUDGETS);
if (!checkOnly) {
  console.log(
    `${'@casino/ui: whole package'.padEnd(44)} ${kib(await importCost(root, "export * from '@casino/ui';"))} gzip`,
  );
  const css = readFileSync(join(root, 'packages/casino-ui/dist/index.css'));
  console.log(`${'@casino/ui: dist/index.css (all brands)'.padEnd(44)} ${kib(gzipSync(css).length)} gzip`);
  console.log('');
}

const chromium = findChromium();
if (!chromium) {
  console.error(
    'No Chromium found (CHROME_PATH, /usr/bin/chromium-headless-shell, /usr/bin/chromium): no route figures.',
  );
  if (importProblems.length > 0) console.error(`\nImport budget exceeded:\n  ${importProblems.join('\n  ')}`);
  process.exit(checkOnly ? 1 : 0);
}

const routes = await measureRoutes({ root, port, chromium, routes: BENCH_ROUTES });
const CATALOGUE = /^assets\/(en|de)-[\w-]{8}\.js$/;
const measured = {};
const languageProblems = [];
console.log(
  `${'route (first visit, 412 px)'.padEnd(28)}${'JS gzip'.padStart(11)}${'JS br'.padStart(11)}${'JS raw'.padStart(11)}` +
    `${'files'.padStart(7)}${'CSS gzip'.padStart(11)}${'layout shift'.padStart(14)}  catalogue`,
);
for (const [label, { js, css, layoutShift }] of Object.entries(routes)) {
  const jsBytes = totalSizes(dist, js);
  const cssBytes = totalSizes(dist, css);
  measured[label] = { js: jsBytes.gzip, css: cssBytes.gzip };
  const catalogues = js.filter((f) => CATALOGUE.test(f)).map((f) => CATALOGUE.exec(f)?.[1]);
  // A page loads the language it speaks, and only that one.
  if (catalogues.length !== 1) languageProblems.push(`${label}: loads ${catalogues.length} language catalogues`);
  console.log(
    `${label.padEnd(28)}${kib(jsBytes.gzip).padStart(11)}${kib(jsBytes.br).padStart(11)}${kib(jsBytes.raw).padStart(11)}` +
      `${String(js.length).padStart(7)}${kib(cssBytes.gzip).padStart(11)}${layoutShift.toFixed(3).padStart(14)}  ` +
      `${catalogues.join(', ') || '-'}`,
  );
}

if (!checkOnly) await printLighthouse(chromium);

const problems = [...importProblems, ...overBudget(measured, BYTE_BUDGETS), ...languageProblems];
if (problems.length > 0) {
  console.error(`\nByte budget exceeded (scripts/bench/budgets.mjs):\n  ${problems.join('\n  ')}`);
  if (checkOnly) process.exit(1);
} else console.log('\nEvery byte budget met (scripts/bench/budgets.mjs).');

// Times of the API at 10,000 games: printed, never a budget, so CI's --check-budget run leaves them out.
if (!checkOnly) await benchApi({ root, port: port + 6, chromium });

async function printLighthouse(chromium) {
  // Its own API on the next free ports: the one measureRoutes started may still be letting go of its port.
  const api = await startApi(root, port + 2);
  try {
    const games = await (await fetch(`${api.origin}/api/games?per_page=1`)).json();
    const paths = [
      ...BENCH_ROUTES.filter(([, , language]) => !language).map(([label, path]) => [
        label,
        path.replace('{game}', games.data.items[0].alias),
      ]),
      ...LIGHTHOUSE_EXTRA_ROUTES,
    ];
    const medians = await measureLighthouse({ chromium, origin: api.origin, paths, debuggingPort: port + 4 });
    console.log(`\nLighthouse ${lighthouseVersion()} mobile defaults, median of ${LIGHTHOUSE_RUNS} runs`);
    console.log(
      `${'route'.padEnd(28)}${'score'.padStart(7)}${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}` +
        `${'CLS'.padStart(8)}${'TBT of runs: median (min–max)'.padStart(32)}  LCP element`,
    );
    const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
    for (const [label, m] of Object.entries(medians)) {
      console.log(
        `${label.padEnd(28)}${String(m.score).padStart(7)}${seconds(m.fcp).padStart(9)}${seconds(m.lcp).padStart(9)}` +
          `${`${Math.round(m.tbt)} ms`.padStart(9)}${m.cls.toFixed(3).padStart(8)}` +
          `${`${Math.round(m.tbtMedian)} ms (${m.tbtRange.map(Math.round).join('–')})`.padStart(32)}  ${m.lcpElement ?? '-'}`,
      );
    }
  } finally {
    api.stop();
  }
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
