import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/*
 * What the specs of prerendered and server-rendered documents watch while a page hydrates: errors and warnings (React
 * reports a hydration mismatch in the console), a frame the app had to replace, and id references left dangling.
 */

/** Every page error and every console error or warning, as the page reports them. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // A visitor's session check answers 401, and zod compiles parsers with `new Function`, which the CSP refuses:
    // neither is about rendering. Nor is the test browser refusing the service worker
    // (playwright.config.ts blocks it outside e2e/pwa.spec.ts). Nor is Chromium noting that the game artwork the boot
    // script preloads was drawn more than a few seconds after the load event, which a busy test machine can take.
    if (
      /Failed to load resource|unsafe-eval|Content Security Policy|Service Worker registration blocked|preloaded using link preload but not used/i.test(
        message.text(),
      )
    )
      return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

/** Records whether the prerendered header or main was ever taken out of the document (a client render replaces them). */
export async function watchFrameReplacement(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { frameReplaced: boolean };
    state.frameReplaced = false;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('header, main') || node.querySelector('header, main'))) {
            state.frameReplaced = true;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
/**
 * Every id reference (`aria-labelledby`, `aria-describedby`, `aria-controls`, `for`) that names no element. React does
 * not patch attributes that differ between the document and the hydrating render, so an id that useId gives another
 * value in the browser than in the prerender leaves the elements React adds later pointing at nothing.
 */
export const unresolvedIdReferences = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-labelledby], [aria-describedby], [aria-controls], label[for]')].flatMap(
      (element) =>
        ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'].flatMap((name) =>
          (element.getAttribute(name) ?? '')
            .split(/\s+/)
            .filter((id) => id !== '' && document.getElementById(id) === null)
            .map((id) => `${element.tagName.toLowerCase()} ${name}="${id}"`),
        ),
    ),
  );

export const frameReplaced = (page: Page) =>
  page.evaluate(() => (window as unknown as { frameReplaced: boolean }).frameReplaced);

/**
 * Waits until React has hydrated `control`: a control of a served document is on screen before its handlers are, and
 * a change made in between reaches no handler.
 */
export const waitUntilHydrated = (control: Locator) =>
  expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);

/** Clicks a control of a served document once React has hydrated it: a click that comes before reaches no handler. */
export async function clickHydrated(control: Locator) {
  await waitUntilHydrated(control);
  await control.click();
}
