import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok, renderForPlayer } from '../../../../test/render-cashier';
import { siteSettings } from '../../../../test/site-settings';
import { PendingWithdrawals } from './pending-withdrawals';

const withdrawal = (n: number, status = 'pending') => ({
  transactionId: `wd_${n}`,
  amount: 1_000 * n,
  currency: 'USD',
  method: 'nowpayments',
  destination: `USDT TRC20 T${n}`,
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const page = (items: unknown[], totalItems = items.length, currentPage = 1) =>
  ok({ items, pagination: { totalItems, currentPage, totalPages: Math.ceil(totalItems / 10) } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pending withdrawals', () => {
  it('given one page of 10 out of 12, then it asks for 10 per page and offers page 2 as a link', async () => {
    const api = fakeApi(() =>
      page(
        Array.from({ length: 10 }, (_, i) => withdrawal(i + 1)),
        12,
      ),
    );
    renderForPlayer(<PendingWithdrawals />, { path: '/user/cashier/pending' });
    expect(await screen.findByRole('table', { name: 'Pending withdrawals' })).toBeInTheDocument();
    expect(api.sent[0]?.path).toBe('/api/me/withdrawals?page=1&per_page=10&status=pending');
    expect(screen.getByRole('link', { name: /2/ })).toHaveAttribute('href', '/user/cashier/pending?page=2');
  });

  it('given a second page, when the player follows it, then it loads, and the view and focus go to the list', async () => {
    const api = fakeApi(({ url }) => {
      const current = Number(url.searchParams.get('page'));
      return page(
        Array.from({ length: current === 1 ? 10 : 2 }, (_, i) => withdrawal((current - 1) * 10 + i + 1)),
        12,
        current,
      );
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    renderForPlayer(<PendingWithdrawals />, { path: '/user/cashier/pending' });
    const pages = await screen.findByRole('navigation', { name: 'Pending withdrawals pages' });
    await user.click(within(pages).getByRole('link', { name: /2/ }));
    expect(await screen.findByRole('row', { name: /\$120\.00/ })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(api.sent.map((r) => r.path)).toEqual([
      '/api/me/withdrawals?page=1&per_page=10&status=pending',
      '/api/me/withdrawals?page=2&per_page=10&status=pending',
    ]);
    expect(screen.getByRole('table', { name: 'Pending withdrawals' })).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('reads the page from the URL', async () => {
    const api = fakeApi(() => page([withdrawal(11)], 11, 2));
    renderForPlayer(<PendingWithdrawals />, { path: '/user/cashier/pending?page=2' });
    await screen.findByRole('table');
    expect(api.sent[0]?.path).toBe('/api/me/withdrawals?page=2&per_page=10&status=pending');
  });

  it('shows the empty state', async () => {
    fakeApi(() => page([]));
    renderForPlayer(<PendingWithdrawals />);
    expect(await screen.findByRole('heading', { name: 'No pending withdrawals' })).toBeInTheDocument();
  });

  it('given the server answers an error, then "Failed to fetch pending withdrawals"', async () => {
    fakeApi(() => fail(400, 'nope'));
    renderForPlayer(<PendingWithdrawals />);
    expect(await screen.findByRole('heading', { name: 'Failed to fetch pending withdrawals' })).toBeInTheDocument();
  });

  it('given no answer at all, then "An error occurred while fetching withdrawals"', async () => {
    // The read is retried, with waits between tries, before the failure shows: the fake clock runs through them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fakeApi(() => new Error('offline'));
    renderForPlayer(<PendingWithdrawals />);
    for (let i = 0; i < 20; i += 1) await act(() => vi.advanceTimersByTimeAsync(1_000));
    vi.useRealTimers();
    expect(
      await screen.findByRole('heading', { name: 'An error occurred while fetching withdrawals' }),
    ).toBeInTheDocument();
  });

  it('cancels after a confirmation, sends one request with a key however often it is clicked, and says so', async () => {
    let cancelled = false;
    const api = fakeApi(({ method }) => {
      if (method === 'POST') {
        cancelled = true;
        return ok(withdrawal(3, 'cancelled'));
      }
      return page([withdrawal(3, cancelled ? 'cancelled' : 'pending')]);
    });
    const user = userEvent.setup();
    const { refreshUser } = renderForPlayer(<PendingWithdrawals />);
    await user.click(await screen.findByRole('button', { name: 'Cancel the withdrawal of $30.00' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this withdrawal?' });
    expect(dialog).toHaveTextContent('$30.00 to USDT TRC20 T3 goes back to your balance.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Withdrawal cancelled successfully');
    const posts = api.sent.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ transactionId: 'wd_3', idempotencyKey: expect.stringMatching(/^[\w-]{16,}$/) });
    await waitFor(() => expect(screen.getByRole('row', { name: /\$30\.00/ })).toHaveTextContent('Cancelled'));
    // The balance refresh is debounced (docs/product.md#debounces); it is requested, not necessarily run yet.
    expect(refreshUser).not.toHaveBeenCalled();
  });

  it('given the cancel fails, then "Failed to cancel withdrawal"', async () => {
    fakeApi(({ method }) => (method === 'POST' ? fail(404, 'No pending withdrawal') : page([withdrawal(3)])));
    const user = userEvent.setup();
    renderForPlayer(<PendingWithdrawals />);
    await user.click(await screen.findByRole('button', { name: 'Cancel the withdrawal of $30.00' }));
    await user.click(screen.getByRole('button', { name: 'Cancel withdrawal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to cancel withdrawal');
  });

  it('given GB rules, offers no Cancel and says a request is final', async () => {
    fakeApi(() => page([withdrawal(3)]));
    renderForPlayer(<PendingWithdrawals />, { site: siteSettings('GB') });
    expect(await screen.findByRole('row', { name: /\$30\.00/ })).toHaveTextContent('Pending');
    expect(screen.getByText('A requested withdrawal cannot be cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
