import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries (.dependency-cruiser.cjs) run over a small app of their own (test/boundary-fixture): each
 * forbidden import sits four folders deep, once climbing with `../` and once named with `@/`, so a rule that only held
 * at some depth, or only for one way of writing a path, would let one through.
 */
const fixture = resolve(import.meta.dirname, 'boundary-fixture');
const config = resolve(import.meta.dirname, '../.dependency-cruiser.cjs');
const depcruise = resolve(import.meta.dirname, '../../../node_modules/.bin/depcruise');

type Violation = { from: string; to: string; rule: { name: string } };

function violations(): string[] {
  let out: string;
  try {
    out = execFileSync(depcruise, ['src', '--config', config, '--output-type', 'json'], {
      cwd: fixture,
      encoding: 'utf8',
    });
  } catch (error) {
    // depcruise exits non-zero when it finds violations; its report is still on stdout.
    out = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as { summary: { violations: Violation[] } };
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

describe('the web app import boundaries', () => {
  it('catch every forbidden import at any depth, by relative path or by @/, and let the allowed ones be', () => {
    expect(violations()).toEqual([
      'app-past-a-feature-entry: src/app/frame.ts -> src/features/b/deep/er/inner.ts',
      'feature-imports-the-app: src/features/a/components/x/y/z/deep-app.ts -> src/app/frame.ts',
      'past-a-feature-entry: src/features/a/components/x/y/z/deep-alias.ts -> src/features/b/deep/er/inner.ts',
      'past-a-feature-entry: src/features/a/components/x/y/z/deep-relative.ts -> src/features/b/deep/er/inner.ts',
      'shared-piece-imports-a-feature: src/lib/x/y/shared.ts -> src/features/a/index.ts',
    ]);
  });
});
