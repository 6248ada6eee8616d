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

/**
 * Without groups the bundler merges shared modules by who imports them, and zod, i18next and react ended up in one
 * chunk named after zod (issue 19): zod stays on its own, so a page that needs no validation never fetches it.
 * Everything else the entry imports statically goes into one `app` chunk: left to the bundler, the code shared by the
 * entry and the lazy pages came apart into some thirty small files on the first page once zod left the entry, each
 * compressed on its own (235.5 KiB gzip on `/` then, 230.8 KiB with the group).
 */
export const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  { name: 'framework', test: packages(FRAMEWORK_PACKAGES), priority: 2 },
  { name: 'zod', test: packages(['zod']), priority: 1 },
  // `$initial`: imported statically by the entry or by one of its static imports.
  { name: 'app', tags: ['$initial'], priority: 0 },
];
