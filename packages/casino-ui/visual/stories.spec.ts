import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

type IndexEntry = {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  exportName?: string;
  tags?: string[];
};

const index = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../storybook-static/index.json'), 'utf8'),
) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const BRANDS = ['royale', 'lagoon'] as const;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/**
 * Every story renders at this instant ("today" in a date picker, ages, relative times), whatever day the suite runs,
 * so the screenshots match the baselines on any date.
 */
const STORY_NOW = Date.parse('2026-11-25T12:00:00Z');
/** Stories with this tag render as for a visitor who asked for less motion (`prefers-reduced-motion: reduce`). */
const REDUCED_MOTION_TAG = 'reduced-motion';
/** Render phases after which a story (and its play function) has settled. */
const SETTLED_PHASES = ['completed', 'finished', 'errored', 'aborted'];

/**
 * One browser page per worker, kept across stories: Storybook's hashed assets then come from the page's cache and a
 * story loads in a fraction of the time a fresh page takes. Every story is still a full navigation, so no state
 * leaks from one story into the next.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: PHONE });
      // Playwright's clock: Date starts at STORY_NOW and flows, timers keep working.
      await context.clock.install({ time: STORY_NOW });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function openStory(page: Page, id: string, brand: string) {
  await page.clock.setSystemTime(STORY_NOW);
  // a11y.manual stops the a11y addon from running its own axe in the preview while this test runs axe.
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=brand:${brand};a11y.manual:!true`);
  await page.waitForFunction((phases) => {
    const phase = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
      ?.currentRender?.phase;
    return phase !== undefined && phases.includes(phase);
  }, SETTLED_PHASES);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images].filter((image) => image.loading !== 'lazy');
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

/**
 * Every story, in both brands (stories tagged `reduced-motion` under `prefers-reduced-motion: reduce`, and checked to
 * move nothing): axe with target-size on (at phone width, where targets are tightest), and screenshot
 * diffs at phone and desktop width against the committed baselines (a local stand-in for Chromatic). Refresh the
 * baselines with `npm run test:stories -w @casino/ui -- --update-snapshots` and review the changed images.
 */
for (const story of stories) {
  for (const brand of BRANDS) {
    test(`${story.title} / ${story.name} [${brand}]`, async ({ storyPage: page }) => {
      await page.setViewportSize(PHONE);
      const reducedMotion = story.tags?.includes(REDUCED_MOTION_TAG) ?? false;
      await page.emulateMedia({ reducedMotion: reducedMotion ? 'reduce' : null });
      await openStory(page, story.id, brand);

      if (reducedMotion) {
        // WCAG 2.3.3: whatever still animates (a gentle pulse) must not move, turn or slide anything.
        const moving = await page.evaluate(() =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === 'running')
            .flatMap((animation) => (animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : []))
            .flatMap((frame) => Object.keys(frame))
            .filter((property) =>
              ['transform', 'translate', 'rotate', 'scale', 'backgroundPosition'].includes(property),
            ),
        );
        expect.soft(moving, 'moving animations under reduced motion').toEqual([]);
      }

      // Legacy mode runs axe in the story's own page: a story has no cross-origin frame, and the default mode's
      // extra page per analysis tripled the suite's axe time. Only violations are serialised back.
      const results = await new AxeBuilder({ page })
        .setLegacyMode(true)
        .include('#storybook-root')
        .options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] })
        .analyze();
      const violations = results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
      expect.soft(violations, 'axe violations').toEqual([]);

      await expect.soft(page).toHaveScreenshot(`${story.id}--${brand}-phone.png`);
      await page.setViewportSize(DESKTOP);
      await expect.soft(page).toHaveScreenshot(`${story.id}--${brand}-desktop.png`);
    });
  }
}
