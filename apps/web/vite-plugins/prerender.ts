import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type { PwaBrand } from '../src/app/pwa/pwa-brand.ts';

/** The server entry that renders one route (apps/web/src/app/render.tsx). */
const RENDER_ENTRY = 'src/app/render.tsx';

type RenderModule = typeof import('../src/app/render.tsx');

/** What later build steps read from the app's server build once the prerender has run (vite-plugins/pwa). */
export type PrerenderApi = { pwaBrand: () => PwaBrand };

/**
 * Vite build step (issue 19): after the browser build, builds the app once more for node, renders every prerendered
 * route into the built index.html and writes one document per route, the shell for every other path, and the
 * manifest that tells a server which file answers which path. Runs for every brand's build, since it renders with
 * the same settings (`VITE_BRAND`) as the browser build it follows.
 */
export function prerender(): Plugin<PrerenderApi> & { api: PrerenderApi } {
  let root = '';
  let outDir = '';
  let mode = 'production';
  let configFile: string | undefined;
  /** The browser build's stylesheets, in build order. */
  let stylesheets: string[] = [];
  let brand: PwaBrand | undefined;
  return {
    name: 'casino:prerender',
    api: {
      pwaBrand: () => {
        if (!brand) throw new Error('The brand is known once the prerender step has run');
        return brand;
      },
    },
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
      configFile = config.configFile;
    },
    writeBundle(_options, bundle) {
      stylesheets = Object.values(bundle)
        .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
        .map((file) => file.fileName);
    },
    // Sequential and before precompress's closeBundle, which then writes the documents' .br and .gz too.
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const started = performance.now();
        const serverDir = path.join(root, 'node_modules/.prerender', path.basename(outDir));
        await build({
          root,
          configFile,
          mode,
          logLevel: 'warn',
          build: {
            ssr: RENDER_ENTRY,
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            copyPublicDir: false,
            rollupOptions: { output: { entryFileNames: 'render.mjs' } },
          },
        });
        const render: RenderModule = await import(pathToFileURL(path.join(serverDir, 'render.mjs')).href);
        const source = render.bootScriptSource();
        const bootPath = `/assets/boot-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
        await writeFile(path.join(outDir, bootPath), source);
        const built = await readFile(path.join(outDir, 'index.html'), 'utf8');
        brand = render.pwaBrand();
        const template = render.withBrandHead(render.withBootScript(built, bootPath, render.BOOT_STYLE), {
          name: brand.name,
          themeColors: brand.themeColors,
        });
        const manifest = render.prerenderManifest(undefined, render.OTHER_LANGUAGES);
        await writeFile(path.join(outDir, manifest.fallback), template);
        const sheets = await Promise.all(
          stylesheets.map(async (file) => ({ href: `/${file}`, css: await readFile(path.join(outDir, file), 'utf8') })),
        );
        const linked = render.linkedStylesheets(template);
        for (const { pattern, file, translations } of manifest.routes) {
          const documents: Array<[string | undefined, string]> = [[undefined, file], ...Object.entries(translations)];
          for (const [language, documentFile] of documents) {
            const page = await render.renderRoute(pattern, language as Parameters<RenderModule['renderRoute']>[1]);
            const target = path.join(outDir, documentFile);
            await mkdir(path.dirname(target), { recursive: true });
            const routeSheets = render.stylesheetsFor(page.html, sheets, linked);
            await writeFile(target, render.fillDocument(template, { ...page, stylesheets: routeSheets }));
          }
        }
        // After the renders: the loaders this runs fill the app's query client (render.tsx says why).
        const firstCalls: Record<string, string[]> = {};
        for (const { pattern } of manifest.routes) firstCalls[pattern] = await render.firstCallsOf(pattern);
        const manifestFile = path.join(outDir, render.PRERENDER_MANIFEST_FILE);
        const written = render.prerenderManifest(undefined, render.OTHER_LANGUAGES, firstCalls);
        await writeFile(manifestFile, `${JSON.stringify(written, null, 2)}\n`);
        await rm(serverDir, { recursive: true, force: true });
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        this.environment.logger.info(
          `prerendered ${manifest.routes.length} routes (in ${1 + render.OTHER_LANGUAGES.length} languages) into ${outDir} in ${seconds} s`,
        );
      },
    },
  };
}
