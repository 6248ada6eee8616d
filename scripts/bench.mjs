// Prints size figures (never asserts them: see DEVELOPERS' guide). Run after `npx turbo run build`.
//  - gzip cost of importing one casino-ui component (Pagination) and of the whole package, as an app bundler sees
//    the published build (react and react-dom left out: every app has them);
//  - gzip size of the web app's initial JavaScript (the entry chunk and what index.html preloads).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function importCost(label, contents) {
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
  const js = result.outputFiles.map((f) => f.contents).reduce((sum, c) => sum + gzipSync(c).length, 0);
  console.log(`${label.padEnd(44)} ${kib(js)} gzip`);
}

await importCost('@casino/ui: Pagination alone', "export { Pagination } from '@casino/ui';");
await importCost('@casino/ui: Button alone', "export { Button } from '@casino/ui';");
await importCost('@casino/ui: whole package', "export * from '@casino/ui';");
const css = readFileSync(join(root, 'packages/casino-ui/dist/index.css'));
console.log(`${'@casino/ui: dist/index.css (all brands)'.padEnd(44)} ${kib(gzipSync(css).length)} gzip`);

const dist = join(root, 'apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let initialJs = 0;
for (const file of initial.filter((f) => f.endsWith('.js')))
  initialJs += gzipSync(readFileSync(join(dist, file))).length;
console.log(`${'web: initial JavaScript of any page'.padEnd(44)} ${kib(initialJs)} gzip (${initial.length} files)`);
