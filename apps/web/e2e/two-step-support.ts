import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { e2eNow } from './clock';

const STEP_MS = 30_000;
/**
 * The servers' clocks start on the run's timeline a moment after it (each one's own start-up), so they can be up to
 * a few seconds behind `e2eNow`. A code computed that close to a step's change could belong to another step on the
 * server: wait until both sides are well inside the same step.
 */
const MARGIN_AFTER_CHANGE_MS = 6_000;
const MARGIN_BEFORE_CHANGE_MS = 2_000;

/**
 * The code the player's authenticator app shows, `offsetSteps` steps from now, computed from the secret the page
 * showed, with the same library and parameters as the API, on the servers' timeline. The API accepts one step of
 * drift either way, and each step once, so a test moves forward: -1 for the setup, 0 for a login, +1 after that.
 */
export async function authenticatorCode(page: Page, secret: string, offsetSteps: -1 | 0 | 1 = 0): Promise<string> {
  for (;;) {
    const into = e2eNow() % STEP_MS;
    if (into >= MARGIN_AFTER_CHANGE_MS && into <= STEP_MS - MARGIN_BEFORE_CHANGE_MS) break;
    await page.waitForTimeout(into < MARGIN_AFTER_CHANGE_MS ? MARGIN_AFTER_CHANGE_MS - into : STEP_MS - into + 100);
  }
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: e2eNow() + offsetSteps * STEP_MS });
}

export const twoStepSection = (page: Page) => page.getByRole('region', { name: 'Two-step sign-in' });
export const devicesSection = (page: Page) => page.getByRole('region', { name: 'Signed-in devices' });

/** Turns two-step sign-in on from Profile → Security; answers the secret shown and the recovery codes. */
export async function turnOnTwoStep(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  const section = twoStepSection(page);
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(section.getByRole('img', { name: /QR code to add your account/ })).toBeVisible();
  const secret = ((await section.getByTestId('two-step-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel('Authentication code').fill(await authenticatorCode(page, secret, -1));
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  return { secret, recoveryCodes: await codes.allTextContents() };
}
