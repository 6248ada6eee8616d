import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

/** Every chunk the entry imports statically, directly or through another one, in the order first met. */
export function staticImportsOf(entry: Rolldown.OutputChunk, bundle: Bundle): string[] {
  const found: string[] = [];
  const visit = (chunk: Rolldown.OutputChunk) => {
    for (const file of chunk.imports) {
      if (found.includes(file)) continue;
      found.push(file);
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(entry);
  return found;
}

/**
 * With `build.modulePreload` off (vite.config.ts says why), Vite no longer lists the entry's own imports in
 * index.html, and the browser would learn of the framework chunk only once the entry has arrived and been parsed: a
 * round trip more before anything runs. This puts them back as `modulepreload` links; they travel with the entry
 * (fill-document.ts holds all of them until the frame has painted).
 */
export function entryModulePreload(): Plugin {
  let base = '/';
  return {
    name: 'casino:entry-module-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { chunk, bundle }): HtmlTagDescriptor[] {
        if (!chunk || !bundle) return [];
        return staticImportsOf(chunk, bundle).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
