import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, renderLobby } from '../../../../test/render-lobby';
import { toolsState } from '../../../../test/responsible-gaming-state';
import { DepositGate } from './deposit-gate';
import { PlayGate } from './play-gate';

afterEach(() => vi.unstubAllGlobals());

const tools = (state: ReturnType<typeof toolsState>) =>
  fakeApi((url) => (url.pathname === '/api/me/responsible-gaming' ? ok(state) : undefined));
const block = { kind: 'cool-off' as const, until: '2026-11-27T12:00:00.000Z' };

describe('DepositGate', () => {
  it('given a player without any deposit, offers the deposit limits above the form without blocking it', async () => {
    tools(toolsState({ hasDeposited: false }));
    renderLobby(
      <DepositGate>
        <p>deposit form</p>
      </DepositGate>,
    );
    expect(await screen.findByRole('link', { name: 'Set deposit limits' })).toHaveAttribute(
      'href',
      '/user/responsible-gaming#deposit-limits',
    );
    expect(screen.getByText('deposit form')).toBeInTheDocument();
  });

  it('given a player who has deposited, shows only the form', async () => {
    const requests = tools(toolsState({ hasDeposited: true }));
    renderLobby(
      <DepositGate>
        <p>deposit form</p>
      </DepositGate>,
    );
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.getByText('deposit form')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set deposit limits' })).not.toBeInTheDocument();
  });

  it('during a cool-off, replaces the form with when deposits resume', async () => {
    tools(toolsState({ block }));
    renderLobby(
      <DepositGate>
        <p>deposit form</p>
      </DepositGate>,
    );
    expect(
      await screen.findByText(
        /^Deposits are paused until .*2026.* because your cool-off is active\. You can still withdraw\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('deposit form')).not.toBeInTheDocument();
  });
});

describe('PlayGate', () => {
  it('during a break, shows the end date instead of the game, with a way to withdraw', async () => {
    tools(toolsState({ block: { kind: 'self-exclusion', until: '2027-05-20T12:00:00.000Z' } }));
    renderLobby(
      <PlayGate loggedIn>
        <button type="button">Play</button>
      </PlayGate>,
    );
    expect(
      await screen.findByText(/^You cannot play until .*2027.* because your self-exclusion is active\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/user/cashier/withdraw');
  });

  it('for a visitor, asks nothing and shows the game', () => {
    const requests = tools(toolsState());
    renderLobby(
      <PlayGate loggedIn={false}>
        <button type="button">Play</button>
      </PlayGate>,
      { user: null },
    );
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
