import { expect, type Locator, type Page } from '@playwright/test';
import { QUERY_RETRIES, retryDelay } from '../src/config/query';

/** The longest backoff before a read's retry (docs/product.md#request-timing: 1 s, 2 s, 4 s): one step of the page clock passes any of them. */
const LONGEST_BACKOFF_MS = Math.max(...Array.from({ length: QUERY_RETRIES }, (_, failures) => retryDelay(failures)));

/**
 * Waits for what a page shows once its reads have failed for good, moving the pinned page clock past each backoff
 * instead of waiting it out in real time (a failed read is retried three times with backoff before it is final).
 */
export async function expectAfterRetries(page: Page, locator: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(LONGEST_BACKOFF_MS);
    await expect(locator).toBeVisible({ timeout: 200 });
  }).toPass({ intervals: [100], timeout: 15_000 });
}
