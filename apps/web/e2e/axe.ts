import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's own script, the version @axe-core/playwright runs too (one axe-core in the lockfile). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** target-size on; only violations are serialised back. */
const AXE_OPTIONS: RunOptions = { rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] };

type AxeWindow = { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/** A frame of another origin in the page (the payment provider's card frame). */
const hasCrossOriginFrame = (page: Page) => {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => frame !== page.mainFrame() && new URL(frame.url(), origin).origin !== origin);
};

/** Puts axe into a frame once per document: a page checked twice (light, then dark) parses axe's script once. */
async function ensureAxe(frame: Frame) {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(AXE_SOURCE);
}

const summary = (violations: AxeResults['violations']) =>
  violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);

/**
 * axe-core with target-size on: the rules the page breaks, each with its node count and first target. On the site's
 * own pages axe runs in the page itself, put there once per document and asked for violations only (AxeBuilder puts
 * its script in twice for every analysis and sends every rule's result back: about 60 % longer for the same
 * findings). A page holding a frame of another origin goes through AxeBuilder's default mode, which checks such frames.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (hasCrossOriginFrame(page)) {
    const results = await new AxeBuilder({ page }).options(AXE_OPTIONS).analyze();
    return summary(results.violations);
  }
  // Frames of the same origin (a launched game) are checked from the top document: axe must be in each of them.
  for (const frame of page.frames()) await ensureAxe(frame);
  const violations = await page.evaluate(async (options) => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error('axe-core is not in the page');
    return (await axe.run(document, options)).violations;
  }, AXE_OPTIONS);
  return summary(violations);
}

/** Zero violations on every route (README "Accessibility"); `where` names the page in the failure. */
export async function expectNoViolations(page: Page, where: string) {
  expect((await axeViolations(page)).map((violation) => `${where}: ${violation}`)).toEqual([]);
}
