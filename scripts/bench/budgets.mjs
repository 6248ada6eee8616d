// Byte budgets (gzip) of what a first-time visitor's browser fetches on each route before the network is idle,
// checked by `npm run bench -- --check-budget` in CI (scripts/test.sh). Set at what the build reaches now plus a
// small margin, so any growth is a decision; the targets (19: `/` at most 125 KiB of JavaScript, category
// and game pages 140 KiB, CSS 20 KiB) are the goal to lower them towards.
const KiB = 1024;

export const BYTE_BUDGETS = {
  // +1 KiB each for issue 16 item 6 (bonuses): the bonus texts of the English catalogue, which the app chunk carries,
  // and of the German one, and the live stream's bonus field; the bonus display itself loads with its pages.
  '/': { js: 240 * KiB, css: 9.5 * KiB },
  '/ (Deutsch)': { js: 245 * KiB, css: 9.5 * KiB },
  '/categories/slots': { js: 241 * KiB, css: 9.5 * KiB },
  '/games/{alias}': { js: 236 * KiB, css: 10 * KiB },
};

/**
 * Gzip cost of importing one casino-ui component alone (issue 19: the library tree-shakes per component), as
 * scripts/bench/import-costs.mjs measures it; checked by `--check-budget` too.
 */
export const IMPORT_BUDGETS = {
  Button: 3 * KiB,
  Pagination: 4 * KiB,
};

/** The routes measured, with the UI language a visitor chose (none: English, the default). */
export const BENCH_ROUTES = [
  ['/', '/', undefined],
  ['/ (Deutsch)', '/', 'de'],
  ['/categories/slots', '/categories/slots', undefined],
  ['/games/{alias}', '/games/{game}', undefined],
];
