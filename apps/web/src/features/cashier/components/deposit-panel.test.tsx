import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok, renderForPlayer } from '../../../../test/render-cashier';
import { DepositPanel } from './deposit-panel';

const methods = ok([
  { id: 's2s', name: 'Card', active: true, minAmount: 2_000, maxAmount: 500_000 },
  { id: 'nowpayments', name: 'Crypto', active: true, minAmount: 2_000, maxAmount: 1_000_000 },
  { id: 'changelly', name: 'Changelly', active: true, minAmount: 5_000, maxAmount: 1_000_000 },
  { id: 'paypal', name: 'PayPal', active: false, minAmount: 1_000, maxAmount: 250_000 },
]);
const promotions = ok([
  {
    id: 1,
    alias: 'welcome-bonus',
    title: 'Welcome bonus',
    description: '',
    image: null,
    bonusPercent: 100,
    maxBonus: 50_000,
    wagering: 30,
    validUntil: null,
    historyId: 9,
    activatedAt: '2026-11-20T10:00:00.000Z',
    status: 'active',
  },
  {
    id: 2,
    alias: 'high-roller',
    title: 'High roller',
    description: '',
    image: null,
    bonusPercent: 25,
    maxBonus: 200_000,
    wagering: 20,
    validUntil: null,
    historyId: 10,
    activatedAt: '2026-11-19T10:00:00.000Z',
    status: 'active',
    // Its bonus is paid already: it is not offered again.
    bonus: { granted: 2_000, balance: 2_000, wagering: { required: 40_000, wagered: 0, progress: 0 } },
  },
]);
const xrpDeposit = ok({
  depositId: 'dep_1',
  method: 'nowpayments',
  amount: 5_000,
  currency: 'USD',
  status: 'pending',
  balance: 10_000,
  promotionAlias: 'welcome-bonus',
  createdAt: '2026-11-20T10:00:00.000Z',
  coin: 'xrp',
  network: null,
  address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh',
  destinationTag: '123456',
  cryptoAmount: '83.33333334',
  rate: '0.6',
});

function api() {
  return fakeApi(({ method, url }) => {
    if (url.pathname.endsWith('/me/funds/payments')) return methods;
    if (url.pathname.endsWith('/promotions/active')) return promotions;
    if (url.pathname.endsWith('/me/deposits/card/sessions')) {
      return ok({ sessionId: 's1', frameUrl: 'http://pay.test/frame?session=s1', frameOrigin: 'http://pay.test' });
    }
    if (method === 'POST' && url.pathname.endsWith('/me/deposits/crypto')) return xrpDeposit;
    if (url.pathname.endsWith('/me/deposits/crypto/dep_1')) return xrpDeposit;
    return fail(404, `unexpected ${url.pathname}`);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('deposit', () => {
  it('offers the active methods, shows the inactive ones as unavailable, and opens the card frame', async () => {
    const calls = api();
    renderForPlayer(<DepositPanel />);
    expect(await screen.findByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /PayPal/ })).toBeDisabled();
    // The provider's frame, at its session, styled like the cashier (docs/product.md#cashier).
    const frame = new URL(
      (await screen.findByTitle('Card details, handled by the payment provider')).getAttribute('src') ?? '',
    );
    expect(frame.origin + frame.pathname).toBe('http://pay.test/frame');
    expect(frame.searchParams.get('session')).toBe('s1');
    expect(frame.searchParams.get('fs-background')).toMatch(/^#[0-9a-f]{6}$/);
    expect(screen.getByRole('group', { name: 'Quick amounts' })).toHaveTextContent('$20$50$100$500$1,000');
    expect(calls.sent.some((r) => r.path === '/api/me/deposits/card/sessions')).toBe(true);
  });

  it('asks for the card in the frame first and checks the amount against the method limits', async () => {
    api();
    const user = userEvent.setup();
    renderForPlayer(<DepositPanel />);
    await user.type(await screen.findByLabelText('Amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Deposit $10.00' }));
    expect(screen.getByText('The minimum is $20.00')).toBeInTheDocument();
    expect(screen.getByText('Enter your card in the form above and press "Use this card" first.')).toBeInTheDocument();
  });

  it('explains that Changelly opens elsewhere', async () => {
    api();
    const user = userEvent.setup();
    renderForPlayer(<DepositPanel />);
    await user.click(await screen.findByRole('radio', { name: 'Changelly' }));
    expect(screen.getByText(/Changelly deposits open on the Changelly site/)).toBeInTheDocument();
  });

  it('opens one XRP deposit however often the button is pressed, with the promotion, and shows the tag', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderForPlayer(<DepositPanel />);
    await user.click(await screen.findByRole('radio', { name: 'Crypto' }));
    // usdt comes first, so its network picker shows; other coins have no network to pick.
    expect(screen.getByRole('group', { name: 'Network' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'XRP' }));
    expect(screen.queryByRole('group', { name: 'Network' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '$50' }));
    await user.selectOptions(screen.getByLabelText('Promotion'), 'Welcome bonus');
    expect(screen.queryByRole('option', { name: 'High roller' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Get deposit address' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(await screen.findByTestId('destination-tag')).toHaveTextContent('123456');
    expect(
      screen.getByText('Include this destination tag, or your XRP deposit cannot be credited.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of the deposit address' })).toBeInTheDocument();
    expect(screen.getByText('83.33333334 XRP')).toBeInTheDocument();
    expect(screen.getByText('1 XRP = $0.60')).toBeInTheDocument();
    const posts = calls.sent.filter((r) => r.method === 'POST' && r.path === '/api/me/deposits/crypto');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      amount: 5_000,
      coin: 'xrp',
      network: null,
      promotionAlias: 'welcome-bonus',
    });
  });
});
