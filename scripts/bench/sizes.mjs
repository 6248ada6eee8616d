// Byte figures of built files, as the reference API serves them (apps/api/src/routes/web-static.ts): the build's
// precompressed .gz/.br copies where it made them, else the file as it is. Pure file reads: the same build always
// gives the same numbers, so budgets on them can fail CI without flaking.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const servedSize = (file, suffix) => statSync(existsSync(file + suffix) ? file + suffix : file).size;

/** Raw, gzip and brotli bytes of one file under `dist` (a path like `assets/index-abc.js`). */
export function fileSizes(dist, name) {
  const file = join(dist, name);
  return { raw: statSync(file).size, gzip: servedSize(file, '.gz'), br: servedSize(file, '.br') };
}

/** Sums of raw, gzip and brotli bytes over files. */
export function totalSizes(dist, names) {
  const total = { raw: 0, gzip: 0, br: 0 };
  for (const name of names) {
    const sizes = fileSizes(dist, name);
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.br += sizes.br;
  }
  return total;
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The budgets a measurement exceeds, as lines a person reads: `measured` and `budgets` map a route to
 * `{ js, css }` gzip bytes; a route without a budget is an error too, so a new route cannot slip through.
 */
export function overBudget(measured, budgets) {
  const problems = [];
  for (const [route, figures] of Object.entries(measured)) {
    const budget = budgets[route];
    if (!budget) {
      problems.push(`${route}: no byte budget (add one to scripts/bench/budgets.mjs)`);
      continue;
    }
    for (const kind of ['js', 'css']) {
      if (figures[kind] > budget[kind])
        problems.push(`${route}: ${kind.toUpperCase()} ${kib(figures[kind])} gzip > budget ${kib(budget[kind])}`);
    }
  }
  return problems;
}
