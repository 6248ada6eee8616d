import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_RENDERER_FILE } from '@casino/api-contract/routes';
import { build, type Plugin } from 'vite';
import { SERVER_BUNDLE_DIR, SERVER_STYLESHEETS_FILE } from '../src/app/document/build/server-bundle.ts';
import type { PwaBrand } from '../src/app/pwa/pwa-brand.ts';
import { contrastFailures, describeFailure } from './brand/contrast.ts';

/** The server entry that renders one route (apps/web/src/app/document/build/render.tsx). */
const RENDER_ENTRY = 'src/app/document/build/render.tsx';

type RenderModule = typeof import('../src/app/document/build/render.tsx');

/** What later build steps read from the app's server build once the prerender has run (vite-plugins/pwa). */
export type PrerenderApi = { pwaBrand: () => PwaBrand };

/**
 * Vite build step (docs/architecture.md#the-document): after the browser build, builds the app once more for node, renders every prerendered
 * route into the built index.html and writes one document per route, the shell for every other path, and the
 * manifest that tells a server which file answers which path. Runs for every brand's build, since it renders with
 * the same settings (`VITE_BRAND`) as the browser build it follows. The node build stays in the build folder
 * (`server/`, with the list of the browser build's stylesheets): a server may load it to render a category's or a
 * game's page per request (`@casino/api-contract` page-render.ts).
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
        // The file servers load (the contract's name for it) must be this build's node entry.
        if (path.dirname(PAGE_RENDERER_FILE) !== SERVER_BUNDLE_DIR) {
          throw new Error(`${PAGE_RENDERER_FILE} is not in the server bundle's folder, ${SERVER_BUNDLE_DIR}/`);
        }
        const rendererFile = path.join(outDir, PAGE_RENDERER_FILE);
        const serverDir = path.join(outDir, SERVER_BUNDLE_DIR);
        await build({
          root,
          configFile,
          mode,
          logLevel: 'warn',
          // Self-contained, with the build's mode decided now: a server that loads the bundle (the reference API) runs
          // it with production React whatever its own NODE_ENV, and needs no copy of the app's dependencies.
          ssr: { noExternal: true },
          define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') },
          build: {
            ssr: RENDER_ENTRY,
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            copyPublicDir: false,
            rollupOptions: { output: { entryFileNames: path.basename(rendererFile) } },
          },
        });
        const render: RenderModule = await import(pathToFileURL(rendererFile).href);
        // The brand's tokens as the pages use them: a pair below WCAG AA fails the build, named with its ratio.
        const failures = contrastFailures(render.brandSchemes);
        if (failures.length > 0) {
          throw new Error(
            `The brand's colours miss WCAG AA contrast:\n  ${failures.map(describeFailure).join('\n  ')}`,
          );
        }
        await writeFile(path.join(outDir, SERVER_STYLESHEETS_FILE), JSON.stringify(stylesheets.map((f) => `/${f}`)));
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
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        this.environment.logger.info(
          `prerendered ${manifest.routes.length} routes (in ${1 + render.OTHER_LANGUAGES.length} languages) into ${outDir} in ${seconds} s`,
        );
      },
    },
  };
}
