import type { Rolldown } from 'vite';

/** A module path inside one of these packages (the slash after the name keeps `react` from matching `react-aria`). */
const packages = (names: readonly string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

/**
 * The libraries every route runs before it renders anything: one chunk that a returning visitor keeps in cache across
 * deploys of the app's own code, with nothing else riding along.
 */
export const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'i18next',
  'use-sync-external-store',
] as const;

/** A module of the contract's sources at one of these paths (without `.ts`), whichever the path separator. */
const contractSources = (paths: readonly string[]) =>
  new RegExp(
    `[\\\\/]api-contract[\\\\/]src[\\\\/](${paths.map((path) => path.replaceAll('/', '[\\\\/]')).join('|')})\\.ts$`,
  );

/**
 * The contract's modules behind the answers of every visitor's first page: the session's calls and the catalogue's,
 * with the schemas they build on. The answer check loads each area's schemas on demand (`loadEndpoint`), in the
 * answer worker (`WORKER_CHUNK_GROUPS`) and, on the page's thread, in the check's fallback where no worker runs and in
 * the forms that validate with the contract; left to the bundler, these modules, shared with the other areas, came
 * apart into ten files of well under 1 KiB.
 */
const FIRST_ANSWERS_CONTRACT = contractSources([
  'zod',
  'text-fields',
  'queries',
  'envelope',
  'jurisdiction',
  'entities/money',
  'entities/games',
  'entities/user',
  'endpoint-groups/definition',
  'endpoint-groups/session',
  'endpoint-groups/catalogue',
]);

/**
 * Without groups the bundler merges shared modules by who imports them, and zod, i18next and react ended up in one
 * chunk named after zod (docs/architecture.md#the-answer-check): zod stays on its own, so a page that needs no validation never fetches it.
 * Everything else the entry imports statically goes into one `app` chunk: left to the bundler, the code shared by the
 * entry and the lazy pages came apart into some thirty small files on the first page once zod left the entry, each
 * compressed on its own (235.5 KiB gzip on `/` then, 230.8 KiB with the group).
 */
export const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  { name: 'framework', test: packages(FRAMEWORK_PACKAGES), priority: 3 },
  { name: 'zod', test: packages(['zod']), priority: 2 },
  // `$initial`: imported statically by the entry or by one of its static imports.
  { name: 'app', tags: ['$initial'], priority: 1 },
  // Below `app`, so nothing the entry imports statically (and zod with it) can be drawn into this lazy chunk.
  { name: 'contract', test: FIRST_ANSWERS_CONTRACT, priority: 0 },
];

/**
 * The answer worker's chunks (lib/api/answer-checker.ts): the contract behind the first answers in one file there too;
 * left to the bundler, it came apart into seven files of well under 1 KiB (docs/architecture.md#byte-budgets).
 */
export const WORKER_CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [{ name: 'contract', test: FIRST_ANSWERS_CONTRACT }];
