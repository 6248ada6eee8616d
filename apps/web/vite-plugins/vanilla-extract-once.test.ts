import type { Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { vanillaExtractOnce } from './vanilla-extract-once';

const ID = '/app/src/button.css.ts';
const COMPILED = "import '/app/src/button.css.ts.vanilla.css';\nexport var root = 'button_root__1a2b3c';";

/** A stand-in for vanilla-extract's transform: what it compiles, and how often it was asked. */
function compiler() {
  const transform = vi.fn(async (_code: string, id: string) => (id.endsWith('.css.ts') ? { code: COMPILED } : null));
  return { transform, plugins: vanillaExtractOnce([{ name: 'vanilla-extract', transform } as Plugin]) };
}

/** Runs one build's hooks: its resolved config, then the transform of `id`. */
async function build(plugins: Plugin[], kind: 'browser' | 'server', id = ID) {
  const config = { command: 'build', build: { ssr: kind === 'server' ? 'src/render.tsx' : false } };
  for (const plugin of plugins) (plugin.configResolved as ((c: ResolvedConfig) => void) | undefined)?.(config as never);
  const transform = plugins.find((plugin) => plugin.transform)?.transform as (code: string, id: string) => unknown;
  return transform.call({}, 'source', id);
}

describe('vanilla-extract, compiled once per run', () => {
  it('gives the server build the browser build’s code, without the stylesheet’s import, and compiles nothing again', async () => {
    const first = compiler();
    expect(await build(first.plugins, 'browser')).toEqual({ code: COMPILED });
    // The prerender loads the config afresh for its server build: new plugin instances, the same run.
    const second = compiler();
    expect(await build(second.plugins, 'server')).toEqual({
      code: "export var root = 'button_root__1a2b3c';",
      map: { mappings: '' },
    });
    expect(second.transform).not.toHaveBeenCalled();
  });

  it('compiles in the server build what the browser build never saw', async () => {
    const first = compiler();
    await build(first.plugins, 'browser');
    const second = compiler();
    await build(second.plugins, 'server', '/app/src/server-only.css.ts');
    expect(second.transform).toHaveBeenCalledTimes(1);
  });

  it('starts every browser build from nothing, so a later build never reuses an earlier one’s code', async () => {
    const first = compiler();
    await build(first.plugins, 'browser');
    const next = compiler();
    await build(next.plugins, 'browser');
    expect(next.transform).toHaveBeenCalledTimes(1);
  });
});
