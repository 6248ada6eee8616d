import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core with target-size on: zero violations on every route (README "Accessibility"). */
export async function expectNoViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  const summary = results.violations.map(
    (v) => `${where}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`,
  );
  expect(summary).toEqual([]);
}
