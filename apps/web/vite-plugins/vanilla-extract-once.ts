import type { Plugin } from 'vite';

/** A `.css.ts` module's code as vanilla-extract compiled it for the browser build, by module id. */
type CompiledStyles = Map<string, string>;

/**
 * Shared by the two builds of one `vite build` run: the prerender step (prerender.ts) starts the server build from
 * inside the browser build, and Vite loads this config afresh for it, so a module-level map would be a second one.
 */
const SHARED = Symbol.for('casino.vanilla-extract.compiled-styles');
const compiledStyles = (): CompiledStyles => {
  const holder = globalThis as { [SHARED]?: CompiledStyles };
  holder[SHARED] ??= new Map();
  return holder[SHARED];
};

/** The import of a module's generated stylesheet, which only the browser build emits. */
const STYLESHEET_IMPORT = /^import '[^']*\.vanilla\.css';\n?/gm;

type Compiled = string | { code: string } | null | undefined;
type Transform = (this: unknown, code: string, id: string, options?: unknown) => Compiled | Promise<Compiled>;

/**
 * vanilla-extract's plugins, compiling each `.css.ts` module once per run: the browser build compiles it (evaluating
 * the module and everything it imports in vanilla-extract's own Vite server), and the prerender's server build, which
 * needs the same class names and no stylesheet, takes that code without the stylesheet's import instead of compiling
 * every module again (about half of that build's time). A module the browser build did not compile is compiled as
 * before.
 */
export function vanillaExtractOnce(plugins: Plugin[]): Plugin[] {
  let serverBuild = false;
  const wrapped = plugins.map((plugin): Plugin => {
    const transform = plugin.transform;
    if (typeof transform !== 'function') return plugin;
    const compile = transform as Transform;
    return {
      ...plugin,
      async transform(code, id, options) {
        const cache = compiledStyles();
        const compiled = serverBuild ? cache.get(id) : undefined;
        if (compiled !== undefined) return { code: compiled.replace(STYLESHEET_IMPORT, ''), map: { mappings: '' } };
        const result = await compile.call(this, code, id, options);
        if (!serverBuild && result) cache.set(id, typeof result === 'string' ? result : result.code);
        return result;
      },
    };
  });
  const tracker: Plugin = {
    name: 'casino:vanilla-extract-once',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
      // A new browser build starts from nothing: what an earlier build of this process compiled may be stale.
      if (config.command === 'build' && !serverBuild) compiledStyles().clear();
    },
  };
  return [tracker, ...wrapped];
}
