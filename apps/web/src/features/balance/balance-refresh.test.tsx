import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/features/auth';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { fakeAuth } from '../../../test/fake-auth';
import { BALANCE_AFFECTING, BalanceRefreshProvider } from './balance-refresh';
import { HeaderBalance } from './header-balance';

function Harness() {
  const navigate = useNavigate();
  const pay = useMutation({ meta: BALANCE_AFFECTING, mutationFn: async () => 'paid' });
  const look = useMutation({ mutationFn: async () => 'looked' });
  return (
    <>
      <HeaderBalance />
      <button type="button" onClick={() => pay.mutate()}>
        pay
      </button>
      <button type="button" onClick={() => look.mutate()}>
        look
      </button>
      <button type="button" onClick={() => navigate('/user/cashier/deposit')}>
        to cashier
      </button>
      <button type="button" onClick={() => navigate('/user/profile')}>
        to profile
      </button>
    </>
  );
}

function setup(loginAt: number | null = null) {
  const refreshUser = vi.fn(async () => {});
  const auth = fakeAuth({
    user: { id: 1, login: 'ann', email: 'a@b.c', balance: 123_456, lang: 'en', currency: 'USD' },
    loginAt,
    refreshUser,
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <BalanceRefreshProvider>
            <Harness />
          </BalanceRefreshProvider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={createI18n()}>
        <AuthContext.Provider value={auth}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { refreshUser };
}

describe('the header balance and its refresh rules (fake clock)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 100_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());
  const click = async (name: string) => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name }));
    });
  };

  it("shows the balance in the player's currency and refreshes at once from the button, and says so", async () => {
    const { refreshUser } = setup();
    expect(screen.getByText('$1,234.56')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await click('Refresh balance');
    expect(refreshUser).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Balance updated: $1,234.56');
  });

  it('folds five presses in one second into one refresh at once and one more 5 s after it', async () => {
    const { refreshUser } = setup();
    for (let press = 0; press < 5; press += 1) {
      await click('Refresh balance');
      await act(() => vi.advanceTimersByTimeAsync(250));
    }
    expect(refreshUser).toHaveBeenCalledTimes(1);
    // The button keeps focus and shows it is still working on the press it owes.
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(3_749));
    expect(refreshUser).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(refreshUser).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(refreshUser).toHaveBeenCalledTimes(2);
  });

  it('makes no refresh from the button right after login: it waits until 5 s after it', async () => {
    const { refreshUser } = setup(Date.now() - 1_000);
    await click('Refresh balance');
    expect(refreshUser).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(refreshUser).toHaveBeenCalledTimes(1);
  });

  it('refreshes 2 s after a balance-affecting success, once for a burst, and not after other mutations', async () => {
    const { refreshUser } = setup();
    await click('look');
    await click('pay');
    await click('pay');
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(refreshUser).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(refreshUser).toHaveBeenCalledTimes(1);
  });

  it('refreshes on arrival at the cashier, not at the profile', async () => {
    const { refreshUser } = setup();
    await click('to profile');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(refreshUser).not.toHaveBeenCalled();
    await click('to cashier');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(refreshUser).toHaveBeenCalledTimes(1);
  });

  it('skips the route-change refresh within 5,000 ms after login', async () => {
    const { refreshUser } = setup(Date.now() - 1_000);
    await click('to cashier');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(refreshUser).not.toHaveBeenCalled();
  });
});
