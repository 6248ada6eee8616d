import { blockEndsAt } from '@casino/api-contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, renderLobby } from '../../../../test/render-lobby';
import { toolsState } from '../../../../test/responsible-gaming-state';
import { ResponsibleGamingPage } from './responsible-gaming-page';

afterEach(() => vi.unstubAllGlobals());

const fail = (status: number, message: string) => ({ status, body: { status: 'error', data: null, message } });

describe('ResponsibleGamingPage', () => {
  it('given no limits, when the player sets a daily deposit limit of 100, then it is sent in minor units and confirmed', async () => {
    const requests = fakeApi((url, init) => {
      if (init.method === 'PUT' && url.pathname === '/api/me/responsible-gaming/limits') {
        return ok(toolsState({}, [{ kind: 'deposit', period: 'daily', amount: 10_000, remaining: 10_000 }]));
      }
      if (url.pathname === '/api/me/responsible-gaming') return ok(toolsState());
      return undefined;
    });
    renderLobby(<ResponsibleGamingPage />, { path: '/user/responsible-gaming' });
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    const deposits = await screen.findByRole('region', { name: 'Deposit limits' });
    const daily = within(deposits).getByRole('region', { name: 'daily deposit limit' });
    expect(within(daily).getByText('No limit')).toBeInTheDocument();
    await userEvent.type(within(daily).getByLabelText('New daily limit'), '100');
    await userEvent.click(within(daily).getByRole('button', { name: 'Save limit' }));
    expect(await within(daily).findByText('Your daily deposit limit is now $100.00.')).toBeInTheDocument();
    expect(within(daily).getByText('Limit: $100.00')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({
      method: 'PUT',
      body: { kind: 'deposit', period: 'daily', amount: 10_000 },
    });
  });

  it('shows a pending increase with the time it takes effect, and warns before a raise that it waits', async () => {
    const pending = { amount: 50_000, effectiveAt: '2026-11-21T12:00:00.000Z' };
    const current = { kind: 'loss' as const, period: 'weekly' as const, amount: 10_000, used: 2_500, remaining: 7_500 };
    fakeApi((url, init) => {
      if (init.method === 'PUT') return ok(toolsState({}, [{ ...current, pending }]));
      if (url.pathname === '/api/me/responsible-gaming') return ok(toolsState({}, [current]));
      return undefined;
    });
    renderLobby(<ResponsibleGamingPage />);
    const losses = await screen.findByRole('region', { name: 'Loss limits' });
    const weekly = within(losses).getByRole('region', { name: 'weekly loss limit' });
    expect(within(weekly).getByText('Net loss in the last 7 days: $25.00')).toBeInTheDocument();
    expect(within(weekly).getByText('$75.00 left')).toBeInTheDocument();
    await userEvent.type(within(weekly).getByLabelText('New weekly limit'), '500');
    expect(
      within(weekly).getByText(/A higher limit, or removing a limit, takes effect only after 24 hours/),
    ).toBeInTheDocument();
    await userEvent.click(within(weekly).getByRole('button', { name: 'Save limit' }));
    expect(await within(weekly).findByText(/^Rises to \$500\.00 on /)).toBeInTheDocument();
    expect(
      within(weekly).getByText(/^Your weekly loss limit will change on .+ Until then \$100\.00 applies\.$/),
    ).toBeInTheDocument();
  });

  it('asks to confirm a self-exclusion with its consequences, then shows when it ends', async () => {
    const requests = fakeApi((url, init) => {
      if (init.method === 'POST' && url.pathname === '/api/me/responsible-gaming/block') {
        const until = new Date(blockEndsAt('1y', Date.now())).toISOString();
        return ok(toolsState({ block: { kind: 'self-exclusion', until } }));
      }
      if (url.pathname === '/api/me/responsible-gaming') return ok(toolsState());
      return undefined;
    });
    renderLobby(<ResponsibleGamingPage />);
    const exclusion = await screen.findByRole('region', { name: 'Self-exclusion' });
    fireEvent.change(within(exclusion).getByLabelText('Length'), { target: { value: '1y' } });
    await userEvent.click(within(exclusion).getByRole('button', { name: 'Self-exclude' }));
    const dialog = await screen.findByRole('dialog', { name: 'Self-exclude for 1 year?' });
    expect(within(dialog).getByText('You cannot deposit.')).toBeInTheDocument();
    expect(within(dialog).getByText(/You can still log in, withdraw your balance/)).toBeInTheDocument();
    expect(within(dialog).getByText('It cannot be ended early, not even by our support team.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Self-exclude' }));
    expect(await screen.findByText(/^Your self-exclusion is active until /)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ method: 'POST', body: { kind: 'self-exclusion', duration: '1y' } });
    // A break cannot be shortened: only self-exclusions that end later are still offered, and no cool-off.
    expect(screen.getByText('You can make your break longer, never shorter:')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cool-off' })).not.toBeInTheDocument();
    const longer = screen.getByRole('region', { name: 'Self-exclusion' });
    const lengths = within(within(longer).getByLabelText('Length')).getAllByRole('option');
    expect(lengths.map((o) => o.textContent)).toEqual(['2 years', '5 years']);
  });

  it('Cancel closes the confirmation and starts nothing', async () => {
    const requests = fakeApi((url) => (url.pathname === '/api/me/responsible-gaming' ? ok(toolsState()) : undefined));
    renderLobby(<ResponsibleGamingPage />);
    const coolOff = await screen.findByRole('region', { name: 'Cool-off' });
    await userEvent.click(within(coolOff).getByRole('button', { name: 'Start cool-off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a cool-off of 24 hours?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('saves the reality-check interval', async () => {
    const requests = fakeApi((url, init) => {
      if (init.method === 'PUT') return ok(toolsState({ realityCheckMinutes: 30 }));
      if (url.pathname === '/api/me/responsible-gaming') return ok(toolsState());
      return undefined;
    });
    renderLobby(<ResponsibleGamingPage />);
    const reality = await screen.findByRole('region', { name: 'Reality check' });
    const select = within(reality).getByLabelText('Remind me every');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Off', '15 minutes', '30 minutes', '45 minutes', '60 minutes']);
    fireEvent.change(select, { target: { value: '30' } });
    await userEvent.click(within(reality).getByRole('button', { name: 'Save' }));
    expect(await within(reality).findByText('Reality check saved: 30 minutes.')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', body: { minutes: 30 } });
  });

  it('given the settings cannot load, shows an error with a retry and a link to the information page', async () => {
    fakeApi(() => fail(500, 'Something went wrong'));
    renderLobby(<ResponsibleGamingPage />);
    expect(await screen.findByText('Your responsible-gaming settings could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read about responsible gaming' })).toHaveAttribute(
      'href',
      '/en/responsible-gaming',
    );
  });
});
