import { expect, type Page } from '@playwright/test';

/** The seeded demo player (README "Demo account"). */
export const DEMO = { email: 'demo@casino.test', username: 'demo', password: 'Demo1234!' } as const;

export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'LOG IN' });

/** Fills the open LOG IN modal and submits it. */
export async function submitLogin(page: Page, identifier: string = DEMO.email, password: string = DEMO.password) {
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email or username').fill(identifier);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in from the header on the current page and waits for the balance to show. */
export async function logInFromHeader(page: Page, identifier: string = DEMO.email, password: string = DEMO.password) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await submitLogin(page, identifier, password);
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.getByRole('banner').getByText(/\$[\d,]+\.\d{2}/)).toBeVisible();
}

/** The width from which the header shows Log out itself; below it, Log out sits in the account menu. */
const HEADER_LOG_OUT_FROM = 1024;

/** The header's Account button: there for a logged-in player at every width. */
export const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Account' });

/** Logs out from the header, as a player at this page's width would: directly, or through the account menu. */
export async function logOutFromHeader(page: Page) {
  const banner = page.getByRole('banner');
  if ((page.viewportSize()?.width ?? HEADER_LOG_OUT_FROM) >= HEADER_LOG_OUT_FROM) {
    await banner.getByRole('button', { name: 'Log out' }).click();
  } else {
    await accountButton(page).click();
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Log out' }).click();
  }
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
}

/**
 * The reference API refuses a state-changing request without a JSON content type, body or not (its CSRF guard), so
 * a `page.request` call without `data` sends this (Playwright adds it itself when `data` is an object).
 */
export const JSON_REQUEST = { headers: { 'Content-Type': 'application/json' } } as const;

export type Player = { login: string; email: string; password: string };

/**
 * Registers a new player (zero balance) through the API and leaves the page's browser context logged in as them (page.request
 * shares its cookies), so a test that changes money, history, promotions or the password touches nobody else's state
 * and tests can run side by side.
 */
export async function registerFreshPlayer(page: Page, password = 'Secret123!'): Promise<Player> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  const player = { login: `acct_${id}`, email: `acct.${id}@casino.test`, password };
  const answer = await page.request.post('/api/auth/register', {
    data: {
      login: player.login,
      email: player.email,
      pass: password,
      ip: '203.0.113.7',
      userAgent: 'playwright',
      domain: 'casino.test',
      country: 'US',
      currency: 'USD',
      lang: 'en',
      profile: {
        first_name: 'Robin',
        last_name: 'Fresh',
        date_birth: '1991-07-15',
        gender: 'f',
        city: 'Denver',
        state: 'Colorado',
        postcode: '80202',
        address: '1437 Bannock Street',
        phone_code: '+1',
        phone_number: '2015550123',
        privacy: true,
      },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return player;
}

/**
 * Puts money on the logged-in player's account the way a player does: a crypto deposit, confirmed at once by the
 * development control instead of after the simulated network delay. It goes through the ledger like any deposit.
 */
export async function depositFunds(page: Page, minorUnits: number): Promise<void> {
  const idempotencyKey = `e2e-fund-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const opened = await page.request.post('/api/me/deposits/crypto', {
    data: { idempotencyKey, amount: minorUnits, coin: 'btc' },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { depositId } = ((await opened.json()) as { data: { depositId: string } }).data;
  const confirmed = await page.request.post(`/api/dev/deposits/crypto/${depositId}/confirm`, JSON_REQUEST);
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

/**
 * One real-money spin of `alias` for the logged-in player, through the same launch link and spin calls the game page
 * and the slot make: a bet in the ledger and on the tournament boards, without driving the game's frame.
 */
export async function placeRealBet(page: Page, alias: string, stake: number): Promise<void> {
  const link = await page.request.post('/api/games/real/link', { data: { alias } });
  expect(link.ok(), await link.text()).toBe(true);
  const token = ((await link.json()) as { data: { url: string } }).data.url.split('/').at(-1);
  const spin = await page.request.post(`/api/games/sessions/${token}/spin`, { data: { stake } });
  expect(spin.ok(), await spin.text()).toBe(true);
}

export type OutboxMail = { to: string; subject: string; text: string };

/** The development outbox's mails to `to`, newest first (the reference API's stand-in for sending email). */
export async function readOutbox(page: Page, to: string): Promise<OutboxMail[]> {
  const answer = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await answer.json()) as { data: OutboxMail[] }).data;
}
