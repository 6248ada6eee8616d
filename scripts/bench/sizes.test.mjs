import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { overBudget, totalSizes } from './sizes.mjs';

describe('byte figures of a build', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bench-sizes-'));
  after(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/a.js'), 'x'.repeat(2000));
  writeFileSync(join(dist, 'assets/a.js.gz'), 'x'.repeat(30));
  writeFileSync(join(dist, 'assets/a.js.br'), 'x'.repeat(20));
  writeFileSync(join(dist, 'assets/tiny.js'), 'x'.repeat(100));

  it('counts the precompressed copy the server sends, or the file itself when the build made none', () => {
    assert.deepEqual(totalSizes(dist, ['assets/a.js', 'assets/tiny.js']), { raw: 2100, gzip: 130, br: 120 });
  });
});

describe('overBudget', () => {
  const budgets = { '/': { js: 1000, css: 100 } };
  const cases = [
    ['within both budgets', { '/': { js: 1000, css: 100 } }, []],
    ['JavaScript over', { '/': { js: 1001, css: 100 } }, ['/: JS 1.0 KiB gzip > budget 1.0 KiB']],
    ['CSS over', { '/': { js: 10, css: 2048 } }, ['/: CSS 2.0 KiB gzip > budget 0.1 KiB']],
    [
      'a route without a budget',
      { '/new': { js: 1, css: 1 } },
      ['/new: no byte budget (add one to scripts/bench/budgets.mjs)'],
    ],
  ];
  for (const [name, measured, expected] of cases) {
    it(name, () => assert.deepEqual(overBudget(measured, budgets), expected));
  }
});
