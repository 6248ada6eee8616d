import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

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
const SCHEMES = ['light', 'dark'] as const;
/** Each brand's original scheme: its screenshots keep the names they had before brands had two schemes. */
const DEFAULT_SCHEME: Record<(typeof BRANDS)[number], (typeof SCHEMES)[number]> = { royale: 'dark', lagoon: 'light' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/**
 * Every story renders at this instant ("today" in a date picker, ages, relative times), whatever day the suite runs,
 * so the screenshots match the baselines on any date.
 */
const STORY_NOW = Date.parse('2026-11-25T12:00:00Z');
/** Stories with this tag render as for a visitor who asked for less motion (`prefers-reduced-motion: reduce`). */
const REDUCED_MOTION_TAG = 'reduced-motion';
/**
 * Render phases after which a story has rendered and its play function has run. "completing" is where Storybook waits
 * for animations, starting with a fixed 100 ms pause; `settleAndCheck` waits for the animations itself, without the pause.
 */
const SETTLED_PHASES = ['completing', 'completed', 'afterEach', 'finished', 'errored', 'aborted'];

type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
  axe?: { run: (context: string, options: RunOptions) => Promise<AxeResults> };
};

/**
 * axe-core's own script, put into the preview once per load: stories switch inside one loaded preview, so axe is run
 * there directly instead of being injected again for every story (half of each story's axe time went to that).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** target-size on: phone width is where targets are tightest. Only violations are serialised back. */
const AXE_OPTIONS: RunOptions = { rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] };

/**
 * The worker's page, with the brand and scheme it was last loaded with (a story in another one needs a fresh load)
 * and whether it emulates reduced motion.
 */
type StoryPage = { page: Page; globals?: string; reducedMotion?: boolean };

/**
 * One browser page per worker, kept across stories. The first story of a brand is a full navigation; the next ones
 * are switched inside the loaded preview (Storybook's `setCurrentStory`), which unmounts the previous story and
 * renders the next one without reloading Storybook's bundle: a story opens in a fraction of a navigation's time.
 */
const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: PHONE });
      // Playwright's clock: Date starts at STORY_NOW and flows, timers keep working.
      await context.clock.install({ time: STORY_NOW });
      await use({ page: await context.newPage() });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const SCREENSHOTS_DIR = resolve(import.meta.dirname, '__screenshots__');
/** The capture options of the config's `toHaveScreenshot`, so that a fast-path capture is the same picture. */
const CAPTURE = { animations: 'disabled', caret: 'hide' } as const;

/**
 * The screenshot diff against the committed baseline. Most captures are the baseline byte for byte (Chromium encodes
 * the same pixels the same way): those pass without `toHaveScreenshot` decoding both images and comparing every pixel,
 * which was half of each story's screenshot time. Any other capture, and any run that writes baselines, goes through
 * `toHaveScreenshot` itself: its tolerance, its wait for a stable picture and its diff images on failure.
 */
async function expectScreenshot(page: Page, name: string) {
  const baseline = resolve(SCREENSHOTS_DIR, name);
  if (test.info().config.updateSnapshots !== 'all' && existsSync(baseline)) {
    const capture = await page.screenshot(CAPTURE);
    if (capture.equals(readFileSync(baseline))) return;
  }
  await expect.soft(page).toHaveScreenshot(name);
}

type StoryCheck = {
  id: string;
  /** Switch the loaded preview to the story first (else the page was just loaded on it). */
  switchTo: boolean;
  phases: string[];
  timeoutMs: number;
  reducedMotion: boolean;
  axeOptions: RunOptions;
};
/** What a story's page reports once it has settled; `settled: false` when it did not within the time given. */
type StoryReport = { settled: false } | { settled: true; violations: string[]; moving: string[] };

/**
 * Runs in the preview, in one call (each call from the test costs a round trip and a captured stack trace): switches
 * to the story when asked, waits until it has rendered and its play function has run, then until fonts, images and
 * every animation that ends have landed, then checks it. Endless animations (spinners, pulses) go on.
 */
async function settleAndCheck({ id, switchTo, phases, timeoutMs, reducedMotion, axeOptions }: StoryCheck) {
  const preview = window as PreviewWindow;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  if (switchTo) {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
    preview.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }
  const settled = () => {
    const render = preview.__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === id && render.phase !== undefined && phases.includes(render.phase);
  };
  const deadline = performance.now() + timeoutMs;
  while (!settled()) {
    if (performance.now() > deadline) return { settled: false } satisfies StoryReport;
    await frame();
  }
  await document.fonts.ready;
  const images = [...document.images].filter((image) => image.loading !== 'lazy');
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  // An animation starts with the frame after the render: then every one that ends (a fade, a slide) is waited for,
  // as Storybook does, so axe and the screenshots see where it lands.
  await frame();
  await frame();
  const ending = document
    .getAnimations()
    .filter(
      (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
    );
  await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));

  // WCAG 2.3.3: under reduced motion, whatever still animates (a gentle pulse) must not move, turn or slide anything.
  const moving = reducedMotion
    ? document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .flatMap((animation) => (animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : []))
        .flatMap((keyframe) => Object.keys(keyframe))
        .filter((property) => ['transform', 'translate', 'rotate', 'scale', 'backgroundPosition'].includes(property))
    : [];
  // axe runs in the story's own page: a story has no frame of another origin.
  if (!preview.axe) throw new Error('axe-core is not in the preview');
  const results = await preview.axe.run('#storybook-root', axeOptions);
  const violations = results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
  return { settled: true, violations, moving } satisfies StoryReport;
}

/** Opens the story on the worker's page and checks it there (settleAndCheck). */
async function openAndCheckStory(storyPage: StoryPage, id: string, globals: string, reducedMotion: boolean) {
  const { page } = storyPage;
  if (storyPage.reducedMotion !== reducedMotion) {
    await page.emulateMedia({ reducedMotion: reducedMotion ? 'reduce' : null });
    storyPage.reducedMotion = reducedMotion;
  }
  await page.clock.setSystemTime(STORY_NOW);
  const check = { id, phases: SETTLED_PHASES, reducedMotion, axeOptions: AXE_OPTIONS };
  // A switch that does not settle (a story that broke the preview) falls back to a fresh load.
  let report: StoryReport | undefined =
    storyPage.globals === globals
      ? await page.evaluate(settleAndCheck, { ...check, switchTo: true, timeoutMs: 5_000 })
      : undefined;
  if (!report?.settled) {
    // a11y.manual stops the a11y addon from running its own axe in the preview while this test runs axe.
    await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${globals};a11y.manual:!true`);
    await page.evaluate(AXE_SOURCE);
    storyPage.globals = globals;
    report = await page.evaluate(settleAndCheck, { ...check, switchTo: false, timeoutMs: 20_000 });
  }
  if (!report.settled) throw new Error(`the story ${id} did not finish rendering`);
  return report;
}

/**
 * Every story, in both brands and both schemes of each (stories tagged `reduced-motion` under
 * `prefers-reduced-motion: reduce`, and checked to move nothing): axe with target-size on (at phone width, where targets are tightest), and screenshot
 * diffs at phone and desktop width against the committed baselines (a local stand-in for Chromatic). Refresh the
 * baselines with `npm run test:stories -w @casino/ui -- --update-snapshots=all` and review the changed images
 * (`=all`: a baseline only within the tolerance of the new look stays stale otherwise; CONTRIBUTING.md says more).
 */
// Brand and scheme outermost: a worker meets the stories of one pair in a row and reloads only when the pair changes.
for (const brand of BRANDS) {
  for (const scheme of SCHEMES) {
    // `royale-phone` for the brand's original scheme (the baselines made before schemes), `royale-light-phone` else.
    const shot = scheme === DEFAULT_SCHEME[brand] ? brand : `${brand}-${scheme}`;
    for (const story of stories) {
      test(`${story.title} / ${story.name} [${brand} ${scheme}]`, async ({ storyPage }) => {
        const { page } = storyPage;
        await page.setViewportSize(PHONE);
        const reducedMotion = story.tags?.includes(REDUCED_MOTION_TAG) ?? false;
        const { violations, moving } = await openAndCheckStory(
          storyPage,
          story.id,
          `brand:${brand};scheme:${scheme}`,
          reducedMotion,
        );
        expect.soft(moving, 'moving animations under reduced motion').toEqual([]);
        expect.soft(violations, 'axe violations').toEqual([]);

        await expectScreenshot(page, `${story.id}--${shot}-phone.png`);
        await page.setViewportSize(DESKTOP);
        await expectScreenshot(page, `${story.id}--${shot}-desktop.png`);
      });
    }
  }
}
