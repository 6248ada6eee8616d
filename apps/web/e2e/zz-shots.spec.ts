import { depositFunds, registerFreshPlayer } from './support';
import { test } from './test';

test('shots', async ({ page }) => {
  await registerFreshPlayer(page);
  await depositFunds(page, 10_000_00);
  await depositFunds(page, 2_345_67);
  for (const width of [320, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/user/notifications');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/inbox-shot-${width}.png` });
  }
});
