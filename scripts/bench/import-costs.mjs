// What an app pays for importing one casino-ui component alone (the library tree-shakes per component):
// the published build bundled and minified by esbuild as an app's bundler would, react and react-dom left out
// (every app has them), each output file gzipped.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { kib } from './sizes.mjs';

/** Gzip bytes of bundling `contents` (an ES module importing from '@casino/ui') from the repository root. */
export async function importCost(root, contents) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    logLevel: 'silent',
  });
  return result.outputFiles.reduce((sum, file) => sum + gzipSync(file.contents).length, 0);
}

/**
 * The import budgets a measurement exceeds, as lines a person reads: `measured` and `budgets` map a component name
 * to gzip bytes; a budgeted component that was not measured is an error too, so a budget cannot go unchecked.
 */
export function overImportBudget(measured, budgets) {
  const problems = [];
  for (const [name, budget] of Object.entries(budgets)) {
    const bytes = measured[name];
    if (bytes === undefined) problems.push(`@casino/ui ${name} alone: not measured`);
    else if (bytes > budget) problems.push(`@casino/ui ${name} alone: ${kib(bytes)} gzip > budget ${kib(budget)}`);
  }
  return problems;
}
