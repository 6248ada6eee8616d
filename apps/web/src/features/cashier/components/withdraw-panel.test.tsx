import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeWelcomeBonus } from '../../../../test/active-bonus';
import { fail, fakeApi, ok, renderForPlayer } from '../../../../test/render-cashier';
import { WithdrawPanel } from './withdraw-panel';

const limits = ok({ withdrawable: 8_000, minAmount: 1_000, currency: 'USD' });
const cards = ok([{ id: 5, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }]);
const created = ok({
  transactionId: 'wd_1',
  amount: 3_000,
  currency: 'USD',
  method: 'nowpayments',
  destination: 'USDT TRC20 TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
});

function api(onPost: (body: unknown, attempt: number) => ReturnType<typeof ok> | Error = () => created) {
  let attempt = 0;
  return fakeApi(({ method, url, body }) => {
    if (url.pathname.endsWith('/withdrawable')) return limits;
    if (url.pathname.endsWith('/cards')) return cards;
    if (method === 'POST') return onPost(body, ++attempt);
    return fail(404, 'unexpected');
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('withdraw', () => {
  it('says what is wrong with each input', { timeout: 20_000 }, async () => {
    api();
    const user = userEvent.setup();
    renderForPlayer(<WithdrawPanel />);
    expect(await screen.findByText('$80.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Enter the wallet address')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Wallet address'));
    await user.paste('0x52908400098527886E0F7030069857D2E4169EE7');
    await user.type(screen.getByLabelText('Amount'), '81');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      screen.getByText('This is not a valid USDT TRC20 address. A TRC20 address starts with T and has 34 characters.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The amount is more than your withdrawable balance of $80.00')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /ERC-20/ }));
    await user.clear(screen.getByLabelText('Wallet address'));
    await user.click(screen.getByLabelText('Wallet address'));
    await user.paste('0x52908400098527886e0F7030069857D2E4169EE7');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      screen.getByText(/^This is not a valid USDT ERC20 address\. An address on this network is 0x/),
    ).toBeInTheDocument();
    expect(screen.getByText('The minimum is $10.00')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'XRP' }));
    await user.clear(screen.getByLabelText('Wallet address'));
    await user.click(screen.getByLabelText('Wallet address'));
    await user.paste('rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh');
    await user.type(screen.getByLabelText('Destination tag'), '99999999999');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('A destination tag is a whole number up to 4294967295')).toBeInTheDocument();
  });

  it('sends one request however often Withdraw is clicked, and a retry after a lost answer keeps its key', {
    timeout: 20_000,
  }, async () => {
    const sentKeys: string[] = [];
    const calls = api((body, attempt) => {
      sentKeys.push((body as { idempotencyKey: string }).idempotencyKey);
      // The first answer is lost on the way: the mutation's one retry (docs/product.md#request-timing) sends the same key again.
      return attempt === 1 ? new Error('connection reset') : created;
    });
    const user = userEvent.setup();
    renderForPlayer(<WithdrawPanel />);
    await user.click(await screen.findByLabelText('Wallet address'));
    await user.paste('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL');
    await user.type(screen.getByLabelText('Amount'), '30');
    const button = screen.getByRole('button', { name: 'Withdraw' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(
      await screen.findByText(
        'Withdrawal of $30.00 requested. It is pending until it is processed.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[0]).toBe(sentKeys[1]);
    const post = calls.sent.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({ method: 'crypto', amount: 3_000, coin: 'usdt', network: 'trc20' });
  });

  it('withdraws to a card on file', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderForPlayer(<WithdrawPanel />);
    await user.click(await screen.findByRole('radio', { name: 'Card on file' }));
    await user.selectOptions(await screen.findByLabelText('Card'), 'Visa ending in 4242 (expires 12/30)');
    await user.type(screen.getByLabelText('Amount'), '30');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(calls.sent.find((r) => r.method === 'POST')?.body).toMatchObject({
        method: 'card',
        cardId: 5,
        amount: 3_000,
      }),
    );
  });

  it('shows the server refusal', async () => {
    api(() => fail(409, 'The amount is more than your withdrawable balance'));
    const user = userEvent.setup();
    renderForPlayer(<WithdrawPanel />);
    await user.click(await screen.findByLabelText('Wallet address'));
    await user.paste('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL');
    await user.type(screen.getByLabelText('Amount'), '30');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The amount is more than your withdrawable balance');
  });
});

describe('withdraw with an active bonus', () => {
  it('shows cash as withdrawable, the bonus money held back, and its wagering', async () => {
    fakeApi(({ url }) => {
      if (url.pathname.endsWith('/withdrawable'))
        return ok({ withdrawable: 2_000, bonusBalance: 1_500, minAmount: 1_000, currency: 'USD' });
      if (url.pathname.endsWith('/cards')) return cards;
      if (url.pathname.endsWith('/promotions/active')) return ok([activeWelcomeBonus(7_000)]);
      return fail(404, 'unexpected');
    });
    renderForPlayer(<WithdrawPanel />);
    expect(await screen.findByText('$20.00')).toBeInTheDocument();
    expect(
      screen.getByText('$15.00 of your balance is bonus money: it becomes withdrawable when its wagering is complete.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Your active bonus: Welcome Bonus 100% up to $500' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute(
      'aria-valuetext',
      '$70.00 of $700.00 wagered (10%)',
    );
  });
});
