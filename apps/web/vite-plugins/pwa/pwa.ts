import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { build, type Plugin } from 'vite';
import type { PwaBrand } from '../../src/app/pwa/pwa-brand.ts';
import { APP_ICONS, OFFLINE_PAGE_PATH, SERVICE_WORKER_PATH, WEB_APP_MANIFEST_PATH } from '../../src/config/pwa.ts';
import { brandIconSvg } from './brand-icon.ts';
import { offlinePage } from './offline-page.ts';
import { PRECACHED_APP_FILES, precacheEntries, shellAssets } from './precache-entries.ts';
import { webAppManifest } from './web-app-manifest.ts';

/** The service worker's source (built on its own: a classic script at the site's root, outside /assets). */
const SERVICE_WORKER_ENTRY = 'service-worker/sw.ts';

const fileOf = (outDir: string, urlPath: string) => path.join(outDir, urlPath.slice(1));

async function writeOutput(outDir: string, urlPath: string, body: string | Uint8Array) {
  const file = fileOf(outDir, urlPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
}

/** The documents of the build (the prerendered ones and the shell), without the offline page. */
async function builtDocuments(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => file !== fileOf(outDir, OFFLINE_PAGE_PATH));
  return Promise.all(files.map((file) => readFile(file, 'utf8')));
}

const contentHash = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex')
    .slice(0, 16);

/**
 * Vite build step (docs/product.md#installable-app): makes the built site installable and usable offline. Writes the brand's web app
 * manifest, its icons (PNG, drawn from the brand folder's icon.svg) and its offline page, then builds the service
 * worker with the list of files it precaches (the shell the documents load, and those files). The brand comes from the app's server build, which the prerender step
 * makes (`brand`, called once that step has run); the documents get their manifest link there too.
 */
export function pwa(options: { brand: () => PwaBrand }): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  return {
    name: 'casino:pwa',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    // After the prerender (same order, later in the plugin list), before precompress, which compresses these files.
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const brand = options.brand();
        await writeOutput(outDir, WEB_APP_MANIFEST_PATH, `${JSON.stringify(webAppManifest(brand), null, 2)}\n`);
        await writeOutput(outDir, OFFLINE_PAGE_PATH, offlinePage(brand));
        for (const icon of APP_ICONS) {
          const svg = brandIconSvg(brand.icon, icon.purpose, brand.colors.background);
          const png = new Resvg(svg, { fitTo: { mode: 'width', value: icon.size } }).render().asPng();
          await writeOutput(outDir, icon.path, png);
        }
        const shell = shellAssets(await builtDocuments(outDir));
        const revisions = new Map(
          await Promise.all(PRECACHED_APP_FILES.map(async (p) => [p, await contentHash(fileOf(outDir, p))] as const)),
        );
        const entries = precacheEntries(shell, (p) => {
          const revision = revisions.get(p);
          if (!revision) throw new Error(`The PWA step has no revision for ${p}`);
          return revision;
        });
        await build({
          root,
          configFile: false,
          mode,
          logLevel: 'warn',
          define: { __PRECACHE_ENTRIES__: JSON.stringify(entries) },
          build: {
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            sourcemap: false,
            target: 'es2022',
            rolldownOptions: {
              input: path.join(root, SERVICE_WORKER_ENTRY),
              // A classic script, which every browser runs as a service worker (module workers are newer).
              output: { format: 'iife', entryFileNames: SERVICE_WORKER_PATH.slice(1) },
            },
          },
        });
        this.environment.logger.info(`service worker precaches ${entries.length} files`);
      },
    },
  };
}
