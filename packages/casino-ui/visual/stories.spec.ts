import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

type IndexEntry = { type: 'story' | 'docs'; id: string; title: string; name: string; exportName?: string };

const index = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../storybook-static/index.json'), 'utf8'),
) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const BRANDS = ['royale', 'lagoon'] as const;
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function openStory(page: Page, id: string, brand: string) {
  // a11y.manual stops the a11y addon from running its own axe in the preview while this test runs axe.
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=brand:${brand};a11y.manual:!true`);
  await page.locator('#storybook-root > *').first().waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready);
}

test.describe('every story passes axe (target-size on) in both brands', () => {
  for (const story of stories) {
    for (const brand of BRANDS) {
      test(`${story.title} / ${story.name} [${brand}]`, async ({ page }) => {
        await openStory(page, story.id, brand);
        const results = await new AxeBuilder({ page })
          .include('#storybook-root')
          .options({ rules: { 'target-size': { enabled: true } } })
          .analyze();
        const summary = results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
        expect(summary).toEqual([]);
      });
    }
  }
});

test.describe('state-matrix stories look as approved', () => {
  for (const story of stories.filter((s) => s.exportName === 'StateMatrix')) {
    for (const brand of BRANDS) {
      for (const size of WIDTHS) {
        test(`${story.title} [${brand}, ${size.name}]`, async ({ page }) => {
          await page.setViewportSize({ width: size.width, height: size.height });
          await openStory(page, story.id, brand);
          await expect(page).toHaveScreenshot(`${story.id}--${brand}-${size.name}.png`, { fullPage: true });
        });
      }
    }
  }
});
