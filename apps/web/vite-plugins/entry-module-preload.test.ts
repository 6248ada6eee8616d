// @vitest-environment node
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { staticImportsOf } from './entry-module-preload';

const chunk = (fileName: string, imports: string[], dynamicImports: string[] = []) =>
  ({ type: 'chunk', fileName, imports, dynamicImports }) as unknown as Rolldown.OutputChunk;

describe('the entry chunk’s static imports', () => {
  it.each([
    ['an entry that imports nothing', [chunk('index.js', [])], []],
    [
      'direct imports, then theirs, each once',
      [
        chunk('index.js', ['framework.js', 'app.js']),
        chunk('framework.js', ['runtime.js']),
        chunk('app.js', ['runtime.js', 'framework.js']),
        chunk('runtime.js', []),
      ],
      ['framework.js', 'runtime.js', 'app.js'],
    ],
    [
      'no lazy chunk, even one a static import loads later',
      [chunk('index.js', ['app.js'], ['page.js']), chunk('app.js', [], ['cashier.js']), chunk('page.js', [])],
      ['app.js'],
    ],
  ])('%s', (_case, chunks, expected) => {
    const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
    expect(staticImportsOf(chunks[0] as Rolldown.OutputChunk, bundle)).toEqual(expected);
  });
});
