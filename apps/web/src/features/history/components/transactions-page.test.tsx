import type { Paged, Transaction } from '@casino/api-contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS, SLOW_LOAD_NOTICE_MS } from '@/config/constants';
import { http, ok, refused, server } from '../../../../test/fake-api';
import { renderAccountPage } from '../../../../test/render-account-page';
import { TransactionsPage } from './transactions-page';

const transaction = (id: number, extra: Partial<Transaction> = {}): Transaction => ({
  id,
  type: 'deposit',
  amount: 5_000,
  balanceAfter: 100_000,
  currency: 'USD',
  status: 'completed',
  description: `Movement ${id}`,
  createdAt: '2026-11-22T14:05:09.000Z',
  ...extra,
});

/** Records the query of every `/me/transactions` request and answers `page` of `totalItems` (20 a page). */
function transactionsApi(totalItems = 45) {
  const queries: string[] = [];
  server.use(
    http.get('/api/me/transactions', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query.toString());
      const page = Number(query.get('page') ?? 1);
      const perPage = Number(query.get('per_page') ?? 20);
      const count = Math.max(0, Math.min(perPage, totalItems - (page - 1) * perPage));
      const body: Paged<Transaction> = {
        items: Array.from({ length: count }, (_, i) => transaction((page - 1) * perPage + i + 1)),
        pagination: { totalItems, currentPage: page, totalPages: Math.ceil(totalItems / perPage) },
      };
      return ok(body);
    }),
  );
  return queries;
}

const renderAt = (url: string) => renderAccountPage(<TransactionsPage />, { path: '/user/transactions', url });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('given a player on /user/transactions', () => {
  it('then the first 20 transactions of every type show, asked without a type', async () => {
    const queries = transactionsApi();
    renderAt('/user/transactions');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(queries).toEqual(['page=1&per_page=20']);
    expect(screen.getByText('Page 1 of 3 · 45 items')).toBeVisible();
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('Deposit')).toBeVisible();
    expect(within(first).getByText('$50.00')).toBeVisible();
    expect(within(first).getByText('Completed')).toBeVisible();
    // docs/product.md#formats: month, day, year, 24-hour time with seconds (in the test's time zone).
    expect(within(first).getByText(/^[A-Z][a-z]{2} \d{1,2}, 2026, \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  });

  it('when they choose a type and a period, then the URL and the request carry them and the page goes back to 1', async () => {
    const queries = transactionsApi();
    const user = userEvent.setup();
    const { router } = renderAt('/user/transactions?page=2');
    await screen.findByRole('table');

    await user.selectOptions(screen.getByLabelText('Type'), 'Deposit');
    await screen.findByText('Page 1 of 3 · 45 items');
    expect(router.state.location.search).toBe('?type=deposit');

    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await screen.findByText('Page 1 of 3 · 45 items');
    expect(router.state.location.search).toBe('?type=deposit&period=week');

    await user.selectOptions(screen.getByLabelText('Type'), 'All types');
    expect(router.state.location.search).toBe('?period=week');
    expect(queries).toEqual([
      'page=2&per_page=20',
      'page=1&per_page=20&type=deposit',
      'page=1&per_page=20&type=deposit&period=week',
      'page=1&per_page=20&period=week',
    ]);
  });

  it('when they open a link with filters, then the filters show selected and bad values are ignored', async () => {
    const queries = transactionsApi();
    renderAt('/user/transactions?type=win&period=forever&page=-3');
    await screen.findByRole('table');
    expect(screen.getByLabelText('Type')).toHaveValue('win');
    expect(screen.getByLabelText('Period')).toHaveValue('all');
    expect(queries).toEqual(['page=1&per_page=20&type=win']);
  });

  it('when they follow page 3, then the URL keeps the filters and the last 5 rows show', async () => {
    const queries = transactionsApi();
    const user = userEvent.setup();
    const { router } = renderAt('/user/transactions?type=bet');
    const nav = await screen.findByRole('navigation', { name: 'Transactions pages' });
    await user.click(within(nav).getByRole('link', { name: 'Page 3' }));
    await screen.findByText('Page 3 of 3 · 45 items');
    expect(router.state.location.search).toBe('?type=bet&page=3');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
    expect(queries.at(-1)).toBe('page=3&per_page=20&type=bet');
  });

  it('then each withdrawal shows the status the API lists it with: pending, cancelled (with its refund), failed', async () => {
    const withdrawal = (id: number, status: Transaction['status']) =>
      transaction(id, { type: 'withdrawal', amount: -2_500, status, description: `Withdrawal wd_${id} to BTC bc1q` });
    server.use(
      http.get('/api/me/transactions', () =>
        ok({
          items: [
            withdrawal(4, 'pending'),
            transaction(3, { type: 'refund', amount: 2_500, description: 'Withdrawal wd_2 cancelled' }),
            withdrawal(2, 'cancelled'),
            withdrawal(1, 'failed'),
          ],
          pagination: { totalItems: 4, currentPage: 1, totalPages: 1 },
        } satisfies Paged<Transaction>),
      ),
    );
    renderAt('/user/transactions');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const rows = within(table).getAllByRole('row').slice(1);
    const shown = rows.map((row) => [
      within(row).getByText(/^Withdrawal wd_/).textContent,
      within(row).getByText(/^(Pending|Completed|Cancelled|Failed)$/).textContent,
    ]);
    expect(shown).toEqual([
      ['Withdrawal wd_4 to BTC bc1q', 'Pending'],
      ['Withdrawal wd_2 cancelled', 'Completed'],
      ['Withdrawal wd_2 to BTC bc1q', 'Cancelled'],
      ['Withdrawal wd_1 to BTC bc1q', 'Failed'],
    ]);
  });

  it('when a filter finds nothing, then the page says so and offers to show everything', async () => {
    transactionsApi(0);
    const user = userEvent.setup();
    const { router } = renderAt('/user/transactions?type=refund');
    expect(await screen.findByText('No transactions found.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all transactions' }));
    expect(router.state.location.search).toBe('');
  });

  it('when the page is past the end, then it says so and links to the first page', async () => {
    transactionsApi(5);
    renderAt('/user/transactions?page=9&period=today');
    expect(await screen.findByText('There is nothing on this page.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/user/transactions?period=today',
    );
  });

  it('when the server fails, then "Failed to fetch transactions" shows and no rows', async () => {
    server.use(http.get('/api/me/transactions', () => refused('Something went wrong', 500)));
    renderAt('/user/transactions');
    expect(await screen.findByText('Failed to fetch transactions')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    // What the server said shows beneath, so a server error reads as one.
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });
});

describe('given a server that never answers (fake clock)', () => {
  /** Every `/me/transactions` request hangs until the client gives up (timeout) or starts over (abort). */
  function hangingApi() {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) => {
        calls += 1;
        return new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }),
    );
    return () => calls;
  }
  const advance = async (ms: number) => {
    await act(() => vi.advanceTimersByTimeAsync(ms));
    for (let i = 0; i < 5; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
  };
  const slowNotice = () => screen.queryByText('This is taking longer than usual');

  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('then after 10 s it says it is slow and still trying, Retry starts over, and the failure says it timed out', async () => {
    const calls = hangingApi();
    renderAt('/user/transactions');
    await advance(SLOW_LOAD_NOTICE_MS - 1);
    expect(slowNotice()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading transactions');

    await advance(1);
    expect(slowNotice()).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Still trying');
    // The query keeps its 30 s timeout: nothing has been given up yet.
    expect(calls()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(0);
    expect(calls()).toBe(2);
    expect(slowNotice()).toBeNull();
    await advance(SLOW_LOAD_NOTICE_MS);
    expect(slowNotice()).toBeVisible();

    // Four tries of 30 s each (this page's test client has no backoff), then the page says what happened.
    await advance(4 * REQUEST_TIMEOUT_MS);
    expect(calls()).toBe(5);
    expect(screen.getByRole('alert')).toHaveTextContent('The request timed out.');
    expect(slowNotice()).toBeNull();
  });
});
