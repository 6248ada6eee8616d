// Byte budgets (gzip) of what a first-time visitor's browser fetches on each route before the network is idle,
// checked by `npm run bench -- --check-budget` in CI (scripts/test.sh). Set at what the build reaches now plus a
// small margin, so any growth is a decision; the targets (19: `/` at most 125 KiB of JavaScript, category
// and game pages 140 KiB, CSS 20 KiB) are the goal to lower them towards.
const KiB = 1024;

export const BYTE_BUDGETS = {
  // +1 KiB each for bonuses that pay (docs/product.md#bonuses): the bonus texts of the English catalogue, which the app chunk carries,
  // and of the German one, and the live stream's bonus field; the bonus display itself loads with its pages.
  // +1.2 to 2.5 KiB for light and dark per brand (docs/product.md#light-and-dark): the footer's Appearance switch on every page
  // (SegmentedControl, the choice's store and texts), the brand's second scheme for the toolbar colour, and the boot
  // script's scheme decision, which must run before the first paint.
  // Lowered by 5 KiB (docs/architecture.md#the-answer-check): the answer check loads the schemas of the session and the catalogue alone, not of
  // every area of the API. Measured 236.7 / 241.9 / 238.0 / 233.7 KiB.
  // Lowered by 2 KiB (docs/architecture.md#the-answer-check): the answers are checked in a worker, whose contract comes in one file, and no page
  // of these loads zod on its own thread. Measured 235.2 / 240.5 / 236.6 / 231.9 KiB.
  // +0.5 KiB on `/`: the header's search keeps a quick second change of the URL (latest-search.ts), and the lobby's
  // rows keep their cards from rendering again as they start. Measured 235.5 / 240.8 / 236.9 / 232.2 KiB.
  // Lowered by 14 KiB (docs/architecture.md#the-answer-check): the contract's schemas are zod/mini, so the answer worker's contract chunk fell from
  // 26.9 to 12.3 KiB. Measured 221.3 / 226.5 / 222.7 / 217.9 KiB.
  // +0.5 KiB on German `/`: the bonus rows of the history read in German (paid, converted, forfeited, expired), whose
  // English texts the entry's server-message table holds for every language. Measured 221.5 / 227.0 / 222.9 / 218.2 KiB.
  // +0.25 KiB CSS on category pages and +0.25 KiB JS on game pages for two-step sign-in and signed-in devices: the
  // eight new calls' names and paths in the zod-free route table and the group index, which the API client reads on
  // every page, and OneTimeCodeInput's styles, which join every casino-ui component's in the entry stylesheet. Its
  // texts, forms, QR code and the login's second step load only with the profile's Security part or that step.
  // Measured 222.0 / 227.4 / 223.4 / 218.6 KiB.
  // Lowered by 0.25 KiB on game pages: the informational pages' table of text modules (two per page) loads with the
  // page's route, not with the entry. Measured 221.6 / 227.0 / 223.1 / 218.3 KiB.
  // Lowered (a brand is one folder): a build carries one brand's tokens and theme styles, not both built-in brands',
  // and the VIP levels load with their page. Measured JS 221.8 / 227.2 / 223.3 / 218.4 KiB, CSS 8.9 / 8.9 / 9.3 / 9.6.
  '/': { js: 222 * KiB, css: 9.25 * KiB },
  '/ (Deutsch)': { js: 227.5 * KiB, css: 9.25 * KiB },
  '/categories/slots': { js: 223.5 * KiB, css: 9.5 * KiB },
  '/games/{alias}': { js: 218.5 * KiB, css: 9.75 * KiB },
};

/**
 * Gzip cost of importing one casino-ui component alone (the library tree-shakes per component), as
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
