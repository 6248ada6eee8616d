import type { CryptoDeposit, Deposit, SavedCard, User, Withdrawal, WithdrawalLimits } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { cardToken } from '../testing/card-frame';
import { checkLedgersAfterEach } from '../testing/ledger-invariant';
import { createTestApp, type TestBrowser } from '../testing/test-app';

const key = (n: number) => `test-key-${String(n).padStart(8, '0')}`;
const TRC20 = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const watched = checkLedgersAfterEach();

async function demo() {
  const t = watched(createTestApp());
  const b = t.browser();
  await b.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
  return { ...t, b };
}
const balanceOf = async (b: TestBrowser) => (await b.get<User>('/api/me')).body.data.balance;

describe('withdrawals', () => {
  it('lists only pending withdrawals with status=pending, and every one without it', async () => {
    const { b } = await demo();
    const list = async (query: string) =>
      (await b.get<{ items: Withdrawal[]; pagination: { totalItems: number } }>(`/api/me/withdrawals${query}`)).body
        .data;
    const every = await list('');
    expect(every.items.map((w) => w.status)).toEqual(['pending', 'cancelled', 'completed']);
    const pending = await list('?status=pending');
    expect(pending.items.map((w) => w.status)).toEqual(['pending']);
    expect(pending.pagination.totalItems).toBe(1);
    expect((await b.get('/api/me/withdrawals?status=lost')).status).toBe(400);
  });

  it('tells the player what they can withdraw: the balance, the smallest withdrawal and the currency', async () => {
    const { b } = await demo();
    const limits = await b.get<WithdrawalLimits>('/api/me/funds/withdrawable');
    expect(limits.status).toBe(200);
    expect(limits.body.data).toEqual({
      withdrawable: DEMO_PLAYER.balance,
      bonusBalance: 0,
      minAmount: 1_000,
      currency: 'USD',
    });
    expect((await createTestApp().browser().get('/api/me/funds/withdrawable')).status).toBe(401);
  });

  it('given the demo player, when they withdraw to a valid TRC20 address, then it is pending and reserved', async () => {
    const { b } = await demo();
    const before = await balanceOf(b);
    const body = {
      idempotencyKey: key(1),
      method: 'crypto',
      amount: 5_000,
      coin: 'usdt',
      network: 'trc20',
      address: TRC20,
    };
    const first = await b.post<Withdrawal>('/api/me/withdrawals', body);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'pending', amount: 5_000, destination: `USDT TRC20 ${TRC20}` });
    expect(await balanceOf(b)).toBe(before - 5_000);

    // A retry with the same key and body gets the same answer and moves nothing.
    const retry = await b.post<Withdrawal>('/api/me/withdrawals', body);
    expect(retry.body).toEqual(first.body);
    expect(await balanceOf(b)).toBe(before - 5_000);
    // The same key with another body is refused.
    const other = await b.post('/api/me/withdrawals', { ...body, amount: 6_000 });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This idempotency key was already used for a different request');

    // Cancelling gives the money back, once, even when the cancel is retried with its key.
    const cancel = { transactionId: first.body.data.transactionId, idempotencyKey: key(2) };
    const cancelled = await b.post<Withdrawal>('/api/me/withdrawals/cancel', cancel);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await b.post('/api/me/withdrawals/cancel', cancel)).body).toEqual(cancelled.body);
    expect(await balanceOf(b)).toBe(before);
  });

  it.each([
    ['btc', null, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 200],
    ['btc', null, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdX', 400],
    ['usdt', 'erc20', '0x52908400098527886E0F7030069857D2E4169EE7', 200],
    ['usdt', 'erc20', '0x52908400098527886e0F7030069857D2E4169EE7', 400],
    ['usdt', 'bsc', '0x1234', 400],
    ['usdt', 'trc20', TRC20, 200],
    ['usdt', 'trc20', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeX', 400],
    ['usdt', null, TRC20, 400],
    ['eth', 'erc20', '0x52908400098527886E0F7030069857D2E4169EE7', 400],
  ])('checks a %s %s address %s (answers %i)', async (coin, network, address, status) => {
    const { b } = await demo();
    const answer = await b.post('/api/me/withdrawals', {
      idempotencyKey: key(3),
      method: 'crypto',
      amount: 2_000,
      coin,
      network,
      address,
    });
    expect(answer.status).toBe(status);
  });

  it('asks for a destination tag for XRP', async () => {
    const { b } = await demo();
    const base = { method: 'crypto', amount: 2_000, coin: 'xrp', address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh' };
    const without = await b.post('/api/me/withdrawals', { ...base, idempotencyKey: key(4) });
    expect(without.status).toBe(400);
    expect(without.body.message).toContain('destination tag');
    const withTag = await b.post<Withdrawal>('/api/me/withdrawals', {
      ...base,
      idempotencyKey: key(5),
      destinationTag: '12345',
    });
    expect(withTag.body.data.destination).toContain('tag 12345');
  });

  it('given concurrent withdrawals that together would overdraw, then only those the balance covers pass', async () => {
    const { b } = await demo();
    const balance = await balanceOf(b);
    const amount = Math.floor(balance / 3) + 1; // three would overdraw, two fit
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        b.post('/api/me/withdrawals', {
          idempotencyKey: key(100 + i),
          method: 'crypto',
          amount,
          coin: 'usdt',
          network: 'trc20',
          address: TRC20,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(
      Array(4).fill('The amount is more than your withdrawable balance'),
    );
    expect(await balanceOf(b)).toBe(balance - 2 * amount);
  });
});

describe('card deposits through the hosted frame', () => {
  it('given an approving test card, when the player deposits 50, then the balance, ledger and card on file follow', async () => {
    const t = await demo();
    const before = await balanceOf(t.b);
    const { token } = await cardToken(t, '4242 4242 4242 4242');
    const body = { idempotencyKey: key(10), amount: 5_000, paymentToken: token, promotionAlias: null };
    const first = await t.b.post<Deposit>('/api/me/deposits/card', body);
    expect(first.body.data).toMatchObject({ status: 'completed', amount: 5_000, balance: before + 5_000 });
    expect((await t.b.post('/api/me/deposits/card', body)).body).toEqual(first.body);
    expect(await balanceOf(t.b)).toBe(before + 5_000);
    const cards = (await t.b.get<SavedCard[]>('/api/me/funds/cards')).body.data;
    expect(cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 })]);
    // The token is single use.
    const again = await t.b.post('/api/me/deposits/card', { ...body, idempotencyKey: key(11) });
    expect(again.status).toBe(400);
  });

  it('given a declining test card, then the reason comes back and nothing changes', async () => {
    const t = await demo();
    const before = await balanceOf(t.b);
    const { token } = await cardToken(t, '4000000000009995');
    const answer = await t.b.post('/api/me/deposits/card', {
      idempotencyKey: key(12),
      amount: 5_000,
      paymentToken: token,
    });
    expect(answer.status).toBe(402);
    expect(answer.body.message).toBe('Your card was declined: Insufficient funds');
    expect(await balanceOf(t.b)).toBe(before);
  });

  it('given a card that asks for confirmation, then the deposit needs the confirmed token', async () => {
    const t = await demo();
    const unconfirmed = await cardToken(t, '4000000000003220');
    expect(unconfirmed.challenge).toBe(true);
    const refused = await t.b.post('/api/me/deposits/card', {
      idempotencyKey: key(13),
      amount: 5_000,
      paymentToken: unconfirmed.token,
    });
    expect(refused.body.message).toBe('The payment was not confirmed with the card issuer');
    const confirmed = await cardToken(t, '4000000000003220', '1234');
    const ok = await t.b.post<Deposit>('/api/me/deposits/card', {
      idempotencyKey: key(14),
      amount: 5_000,
      paymentToken: confirmed.token,
    });
    expect(ok.body.data.status).toBe('completed');
  });

  it('refuses a card number that fails the Luhn check, in the frame', async () => {
    const t = await demo();
    const answer = await cardToken(t, '4242 4242 4242 4241');
    expect(answer.errors).toEqual({ number: 'This card number is not valid' });
  });
});

describe('crypto deposits', () => {
  it('given usdt on TRC20, then an address comes back, and the balance moves once it is confirmed', async () => {
    const t = await demo();
    const before = await balanceOf(t.b);
    const body = { idempotencyKey: key(20), amount: 10_000, coin: 'usdt', network: 'trc20', promotionAlias: null };
    const opened = await t.b.post<CryptoDeposit>('/api/me/deposits/crypto', body);
    expect(opened.body.data).toMatchObject({ status: 'pending', address: TRC20, cryptoAmount: '100', rate: '1' });
    expect((await t.b.post('/api/me/deposits/crypto', body)).body).toEqual(opened.body);
    const id = opened.body.data.depositId;
    expect((await t.b.get<CryptoDeposit>(`/api/me/deposits/crypto/${id}`)).body.data.status).toBe('pending');
    t.clock.advance(t.config.cryptoConfirmSeconds * 1000);
    expect((await t.b.get<CryptoDeposit>(`/api/me/deposits/crypto/${id}`)).body.data).toMatchObject({
      status: 'completed',
      balance: before + 10_000,
    });
    expect(await balanceOf(t.b)).toBe(before + 10_000);
  });

  it('gives xrp a destination tag and asks for a network only with usdt', async () => {
    const { b } = await demo();
    const xrp = await b.post<CryptoDeposit>('/api/me/deposits/crypto', {
      idempotencyKey: key(21),
      amount: 3_000,
      coin: 'xrp',
    });
    expect(xrp.body.data.destinationTag).toMatch(/^\d+$/);
    expect(xrp.body.data.cryptoAmount).toBe('50');
    const noNetwork = await b.post('/api/me/deposits/crypto', { idempotencyKey: key(22), amount: 3_000, coin: 'usdt' });
    expect(noNetwork.status).toBe(400);
  });

  it('confirms at once through the development control', async () => {
    const t = await demo();
    const opened = await t.b.post<CryptoDeposit>('/api/me/deposits/crypto', {
      idempotencyKey: key(23),
      amount: 3_000,
      coin: 'btc',
    });
    const confirmed = await t.b.post<CryptoDeposit>(`/api/dev/deposits/crypto/${opened.body.data.depositId}/confirm`);
    expect(confirmed.body.data.status).toBe('completed');
    // A second confirmation credits nothing more.
    await t.b.post(`/api/dev/deposits/crypto/${opened.body.data.depositId}/confirm`);
    expect(
      (await t.b.get<CryptoDeposit>(`/api/me/deposits/crypto/${opened.body.data.depositId}`)).body.data.balance,
    ).toBe(confirmed.body.data.balance);
  });
});
