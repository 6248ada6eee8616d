import type { ActivePromotion, Promotion } from '@casino/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, ok, refused, server } from '../../../../test/fake-api';
import { renderAccountPage } from '../../../../test/render-account-page';
import { PromotionsPage } from './promotions-page';

const promotion = (alias: string, title: string, extra: Partial<Promotion> = {}): Promotion => ({
  id: alias.length,
  alias,
  title,
  description: `${title} in detail.`,
  image: null,
  bonusPercent: 50,
  maxBonus: 25_000,
  wagering: 30,
  validUntil: null,
  ...extra,
});
const reload = promotion('weekend-reload', 'Weekend Reload 50%');
const cashback = promotion('weekly-cashback', '10% Weekly Cashback', {
  id: 3,
  bonusPercent: 10,
  maxBonus: 100_000,
  wagering: 0,
});
const ended = promotion('summer-splash', 'Summer Splash', { id: 4, validUntil: '2020-09-01T00:00:00.000Z' });
const activeReload: ActivePromotion = {
  ...reload,
  historyId: 41,
  activatedAt: '2026-11-20T10:00:00.000Z',
  status: 'active',
};

/** A small in-memory promotions API that records what was asked. */
function promotionsApi({ all = [reload, cashback, ended], active = [] as ActivePromotion[] } = {}) {
  const calls: string[] = [];
  let current = [...active];
  server.use(
    http.get('/api/promotions', () => {
      calls.push('GET /promotions');
      return ok(all);
    }),
    http.get('/api/promotions/active', () => {
      calls.push('GET /promotions/active');
      return ok(current);
    }),
    http.post('/api/me/promotions/:alias/activate', ({ params }) => {
      calls.push(`POST activate ${String(params.alias)}`);
      const found = all.find((p) => p.alias === params.alias);
      if (!found) return refused('Promotion not found', 404);
      const entry = { ...found, historyId: 50, activatedAt: '2026-11-23T12:00:00.000Z', status: 'active' as const };
      current = [entry, ...current];
      return ok(entry);
    }),
    http.post('/api/me/promotions/histories/:id/cancel', ({ params }) => {
      calls.push(`POST cancel ${String(params.id)}`);
      current = current.filter((p) => String(p.historyId) !== params.id);
      return ok(null);
    }),
  );
  return calls;
}

const activeSection = () => screen.getByRole('region', { name: 'Your active promotions' });
const allSection = () => screen.getByRole('region', { name: 'All promotions' });
const renderPage = () => renderAccountPage(<PromotionsPage />, { path: '/user/promotions' });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('given a player whose deposit paid a bonus', () => {
  const paid = { granted: 2_000, balance: 1_500, wagering: { required: 60_000, wagered: 3_550, progress: 5 } };
  const withBonus: ActivePromotion = { ...activeReload, bonus: paid };

  it('then the active card shows the bonus left and the wagering as a progress bar that says the amounts', async () => {
    promotionsApi({ active: [withBonus] });
    renderPage();
    const card = await within(activeSection()).findByRole('article');
    expect(await within(card).findByText('$15.00 of $20.00')).toBeVisible();
    const bar = within(card).getByRole('progressbar', { name: 'Wagering progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '3550');
    expect(bar).toHaveAttribute('aria-valuemax', '60000');
    expect(bar).toHaveAttribute('aria-valuetext', '$35.50 of $600.00 wagered (5%)');
    expect(within(card).getByText(/Slots count 100%, table games 10%, live casino 5%/)).toBeVisible();
    // An answer without `expiresAt` (an older server) says nothing of an expiry.
    expect(within(card).queryByText('Expires unless wagered by')).toBeNull();
  });

  it('then the active card says until when the bonus must be wagered, from the answer', async () => {
    promotionsApi({
      active: [{ ...withBonus, bonus: { ...paid, expiresAt: '2026-11-27T12:00:00.000Z' } }],
    });
    renderPage();
    const card = await within(activeSection()).findByRole('article');
    const label = await within(card).findByText('Expires unless wagered by');
    const when = label.nextElementSibling?.querySelector('time');
    expect(when).toHaveAttribute('dateTime', '2026-11-27T12:00:00.000Z');
  });

  it('when they cancel it, then the dialog names the bonus they forfeit', async () => {
    promotionsApi({ active: [withBonus] });
    const user = userEvent.setup();
    renderPage();
    await user.click(await within(activeSection()).findByRole('button', { name: 'Cancel Weekend Reload 50%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this promotion?' });
    expect(within(dialog).getByText(/Your bonus balance of \$15\.00 will be forfeited\./)).toBeVisible();
  });

  it('given an active deposit match that has paid nothing yet, then its card says how to get the bonus', async () => {
    promotionsApi({ active: [{ ...activeReload, bonus: null }] });
    renderPage();
    expect(
      await within(activeSection()).findByText(
        'Make a deposit with this promotion selected in the cashier to receive the bonus.',
      ),
    ).toBeVisible();
    expect(within(activeSection()).queryByRole('progressbar')).toBeNull();
  });
});

describe('given a player on /user/promotions', () => {
  it('then they see their active promotions and every promotion, with what each one gives', async () => {
    promotionsApi({ active: [activeReload] });
    renderPage();

    expect(await within(activeSection()).findByRole('heading', { name: 'Weekend Reload 50%' })).toBeVisible();
    expect(within(activeSection()).getByRole('button', { name: 'Cancel Weekend Reload 50%' })).toBeVisible();

    const all = allSection();
    expect(
      within(all)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Weekend Reload 50%', '10% Weekly Cashback', 'Summer Splash']);
    expect(within(all).getByText('10% up to $1,000.00')).toBeVisible();
    expect(within(all).getByText('Active')).toBeVisible();
    expect(within(all).getByText('Ended')).toBeVisible();
    expect(within(all).getByText('None')).toBeVisible();
    // Only the running promotion that is not active yet can be activated.
    expect(
      within(all)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Activate 10% Weekly Cashback']);
  });

  it('when they activate a promotion, then one request is sent and both lists reload', async () => {
    const calls = promotionsApi();
    const user = userEvent.setup();
    renderPage();
    await within(activeSection()).findByText('You have no active promotions.');
    calls.length = 0;

    await user.dblClick(within(allSection()).getByRole('button', { name: 'Activate 10% Weekly Cashback' }));

    expect(await within(activeSection()).findByRole('heading', { name: '10% Weekly Cashback' })).toBeVisible();
    expect(await screen.findByText('Promotion activated')).toBeVisible();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual(['POST activate weekly-cashback']);
    expect(calls).toEqual(expect.arrayContaining(['GET /promotions', 'GET /promotions/active']));
    expect(within(allSection()).queryByRole('button', { name: 'Activate 10% Weekly Cashback' })).toBeNull();
  });

  it('when they cancel an active promotion and confirm, then it leaves the active list and both lists reload', async () => {
    const calls = promotionsApi({ active: [activeReload] });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Weekend Reload 50%' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this promotion?' });
    calls.length = 0;

    await user.click(within(dialog).getByRole('button', { name: 'Cancel promotion' }));

    expect(await within(activeSection()).findByText('You have no active promotions.')).toBeVisible();
    expect(screen.getByText('Promotion cancelled')).toBeVisible();
    expect(calls).toEqual(expect.arrayContaining(['POST cancel 41', 'GET /promotions', 'GET /promotions/active']));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your active promotions' })).toHaveFocus());
  });

  it('when they keep the promotion in the dialog, then nothing is sent', async () => {
    const calls = promotionsApi({ active: [activeReload] });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Weekend Reload 50%' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('when the server refuses an activation, then they read "Failed to activate promotion" with its reason, and the lists reload', async () => {
    const calls = promotionsApi();
    server.use(http.post('/api/me/promotions/:alias/activate', () => refused('Promotion is already active', 409)));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Activate Weekend Reload 50%' }));

    expect(await screen.findByText('Failed to activate promotion')).toBeVisible();
    expect(screen.getByText('Promotion is already active')).toBeVisible();
    await waitFor(() => expect(calls.filter((c) => c === 'GET /promotions/active')).toHaveLength(2));
  });

  it('when cancelling fails, then they read "Failed to cancel promotion"', async () => {
    promotionsApi({ active: [activeReload] });
    server.use(
      http.post('/api/me/promotions/histories/:id/cancel', () => refused('No active promotion with this id', 404)),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Weekend Reload 50%' }));
    await user.click(screen.getByRole('button', { name: 'Cancel promotion' }));
    expect(await screen.findByText('Failed to cancel promotion')).toBeVisible();
    expect(screen.getByText('No active promotion with this id')).toBeVisible();
  });

  it('when a promotion comes without an alias, then activating it sends nothing and says the alias is required', async () => {
    const calls = promotionsApi({ all: [promotion('', 'Mystery Offer')] });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Activate Mystery Offer' }));
    expect(await screen.findByText('Failed to activate promotion')).toBeVisible();
    expect(screen.getByText('Promotion alias is required and must be a string')).toBeVisible();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('when the lists cannot be fetched, then each says so and offers to try again', async () => {
    server.use(
      http.get('/api/promotions', () => refused('Something went wrong', 500)),
      http.get('/api/promotions/active', () => refused('Something went wrong', 500)),
    );
    renderPage();
    expect(await within(allSection()).findByText('Failed to fetch promotions')).toBeVisible();
    expect(await within(activeSection()).findByText('Failed to fetch active promotions')).toBeVisible();
    expect(within(allSection()).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('when there are no promotions at all, then the page says so', async () => {
    promotionsApi({ all: [] });
    renderPage();
    expect(await screen.findByText('There are no promotions right now.')).toBeVisible();
    expect(screen.getByText('You have no active promotions.')).toBeVisible();
  });
});
