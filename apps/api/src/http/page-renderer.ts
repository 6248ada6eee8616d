import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_RENDERER_FILE, type PageRenderer, type PageRendererModule } from '@casino/api-contract';

/**
 * The page renderer of the web build in `distDir` (`@casino/api-contract` page-render.ts), loaded on the first call
 * and kept: the build does not change under a running server. Undefined for a build without one (a build from
 * before it, or a web app that is not ours): its documents are then the build's frames, as on a static host. A
 * renderer that fails to load is reported once and treated the same way.
 */
export function pageRendererOf(distDir: string): () => Promise<PageRenderer | undefined> {
  const root = path.resolve(distDir);
  let loaded: Promise<PageRenderer | undefined> | undefined;
  const load = async (): Promise<PageRenderer | undefined> => {
    const file = path.join(root, PAGE_RENDERER_FILE);
    if (!(await stat(file).catch(() => undefined))?.isFile()) return undefined;
    try {
      const module = (await import(pathToFileURL(file).href)) as Partial<PageRendererModule>;
      if (typeof module.createPageRenderer !== 'function') throw new Error('it exports no createPageRenderer');
      return module.createPageRenderer(root);
    } catch (error) {
      console.error(`The web build's page renderer (${file}) could not be loaded; pages get the build's frames`, error);
      return undefined;
    }
  };
  return () => {
    loaded ??= load();
    return loaded;
  };
}
