import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A frame of another origin in the page (the payment provider's card frame). */
const hasCrossOriginFrame = (page: Page) => {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => frame !== page.mainFrame() && new URL(frame.url(), origin).origin !== origin);
};

/**
 * axe-core with target-size on: the rules the page breaks, each with its node count and first target. axe runs in the
 * page itself (legacy mode) unless a frame of another origin is there: the default mode, which checks such frames
 * too, opens a second page for every analysis, and took twice as long for the same findings on the site's own pages.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(!hasCrossOriginFrame(page))
    .options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
}

/** Zero violations on every route (README "Accessibility"); `where` names the page in the failure. */
export async function expectNoViolations(page: Page, where: string) {
  expect((await axeViolations(page)).map((violation) => `${where}: ${violation}`)).toEqual([]);
}
