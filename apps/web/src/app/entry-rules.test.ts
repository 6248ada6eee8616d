import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// dependency-cruiser refuses imports past a feature's entry (.dependency-cruiser.cjs); that two features import each
// other is a rule about pairs of features, not about one import, so this reads the imports (apps/web/README.md,
// "Who may import whom").
const sourceDir = resolve(import.meta.dirname, '..');
const featuresDir = join(sourceDir, 'features');

/**
 * Pairs still tied both ways, each with what unties it. An entry that is no longer needed fails the test too, so the
 * list only shrinks.
 */
const PENDING_PAIRS: Record<string, string> = {};

const importRe =
  /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]((?:\.|@\/)[^'"]+)['"]|import\(\s*['"]((?:\.|@\/)[^'"]+)['"]\s*\)/g;

/** Where an import points: relative to the file, or `@/`, the app's `src/` (vite-plugins/source-alias.ts). */
const target = (file: string, specifier: string) =>
  specifier.startsWith('@/') ? join(sourceDir, specifier.slice(2)) : resolve(dirname(file), specifier);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The feature a path lies in, or undefined outside `features/`. */
const featureOf = (path: string) => {
  const rel = relative(featuresDir, path);
  return rel.startsWith('..') ? undefined : rel.split(/[\\/]/)[0];
};

/** Every "a>b" where a file of feature a imports something of feature b. */
function featureImports(): Set<string> {
  const edges = new Set<string>();
  for (const file of sourceFiles(featuresDir)) {
    const from = featureOf(file);
    for (const match of readFileSync(file, 'utf8').matchAll(importRe)) {
      const to = featureOf(target(file, match[1] ?? match[2] ?? ''));
      if (from && to && from !== to) edges.add(`${from}>${to}`);
    }
  }
  return edges;
}

describe('the features of apps/web', () => {
  const edges = featureImports();
  const mutual = [...edges]
    .map((edge) => edge.split('>') as [string, string])
    .filter(([a, b]) => a < b && edges.has(`${b}>${a}`))
    .map(([a, b]) => `${a}<->${b}`);

  it('reads a real import graph', () => {
    // Guards the test itself: a broken pattern would find no imports and pass everything.
    expect(edges.size).toBeGreaterThan(20);
  });

  it('never import each other, except the pairs still being untied', () => {
    expect(mutual.filter((pair) => !(pair in PENDING_PAIRS))).toEqual([]);
  });

  it('list no pending pair that is already untied', () => {
    expect(Object.keys(PENDING_PAIRS).filter((pair) => !mutual.includes(pair))).toEqual([]);
  });
});
