import type { Page } from '@playwright/test';
import { BRANDS } from './brands';
import { CASHIER_ROUTES, PLAYER_ROUTES, PUBLIC_ROUTES } from './routes';
import { depositFunds, placeRealBet, registerFreshPlayer } from './support';
import { expect, test } from './test';

/**
 * WCAG 1.4.10 Reflow (docs/product.md#accessibility): no route scrolls sideways on a phone. Wide content (tables, tab lists, long
 * withdrawal addresses) wraps, stacks or scrolls inside its own region, never the page.
 */
const PHONE_WIDTHS = [320, 390];

/** A valid ERC20 address: the longest unbroken word a player's own history shows. */
const ERC20 = '0x52908400098527886E0F7030069857D2E4169EE7';

const setWidth = (page: Page, width: number) => page.setViewportSize({ width, height: 800 });

/** What is too wide on `route` at each phone width: the page is loaded once and measured at every width. */
async function tooWide(page: Page, route: string): Promise<string[]> {
  await setWidth(page, PHONE_WIDTHS[0] ?? 320);
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [role="status"]:has-text("Loading")')).toHaveCount(0);
  const problems: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await setWidth(page, width);
    const { scrollWidth, innerWidth, cut } = await page.evaluate(async () => {
      await document.fonts.ready;
      // Content clipped at the edge of its box does not widen the page, yet the player cannot read it either: the
      // cashier's tab list and the history's cards must fit (or wrap) inside their own width.
      const cut = [...document.querySelectorAll('nav, td, dd')]
        .filter((box) => box.scrollWidth > box.clientWidth + 1)
        .map((box) => box.textContent?.slice(0, 40));
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, cut };
    });
    if (scrollWidth > innerWidth) problems.push(`${route} is ${scrollWidth} px wide at ${width} px`);
    else if (cut.length > 0) problems.push(`${route} cuts off ${cut.join(' | ')} at ${width} px`);
  }
  return problems;
}

for (const { brand, baseURL } of BRANDS) {
  test.describe(brand, () => {
    test.use({ baseURL });
    test(`no route scrolls sideways at ${PHONE_WIDTHS.join(' or ')} px in ${brand}, for a visitor and for a player`, async ({
      page,
    }) => {
      test.slow();
      const wide: string[] = [];
      for (const route of PUBLIC_ROUTES) wide.push(...(await tooWide(page, route)));

      // The header's Log in and Sign up stay on one line each, side by side.
      await page.goto('/');
      const banner = page.getByRole('banner');
      for (const width of PHONE_WIDTHS) {
        await setWidth(page, width);
        for (const name of ['Log in', 'Sign up']) {
          const box = await banner.getByRole('button', { name }).boundingBox();
          expect(box?.height, `${name} at ${width} px`).toBeLessThanOrEqual(48);
        }
      }

      await registerFreshPlayer(page);
      // A pending crypto withdrawal puts a long address into the player's history and the pending tab.
      await depositFunds(page, 5_000);
      const withdrawal = await page.request.post('/api/me/withdrawals', {
        data: {
          idempotencyKey: `reflow-${brand}-${Date.now()}`,
          method: 'crypto',
          amount: 2_000,
          coin: 'usdt',
          network: 'erc20',
          address: ERC20,
        },
      });
      expect(withdrawal.ok(), await withdrawal.text()).toBe(true);
      for (const route of [...PLAYER_ROUTES, ...CASHIER_ROUTES]) wide.push(...(await tooWide(page, route)));

      expect(wide).toEqual([]);
    });
  });
}

test('at 1440 px the leaderboards keep every nickname on one line', async ({ page }) => {
  // Boards are computed from bets: this player's spin puts at least one name on the Weekly Slot Race's.
  await registerFreshPlayer(page);
  await depositFunds(page, 20_00);
  await placeRealBet(page, 'phantom-riches', 100);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/tournaments');
  const nicknames = page.getByRole('table', { name: /^Leaderboard/ }).locator('tbody td:nth-child(2)');
  await expect(nicknames.first()).toBeVisible();
  const broken = await nicknames.evaluateAll((cells) =>
    cells
      .filter((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
      })
      .map((cell) => cell.textContent),
  );
  expect(broken).toEqual([]);
});
