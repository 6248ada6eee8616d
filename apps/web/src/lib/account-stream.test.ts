import type { AccountState } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { accountChanges, parseAccountState, streamRetryDelayMs } from './account-stream';

const STATE: AccountState = {
  balance: 1250,
  currency: 'USD',
  pendingWithdrawalIds: [7, 3],
  pendingDepositIds: ['dep_a'],
};

describe('parseAccountState', () => {
  it('reads a well-formed event', () => {
    expect(parseAccountState(JSON.stringify(STATE))).toEqual(STATE);
    const withBonus = { ...STATE, bonusBalance: 500 };
    expect(parseAccountState(JSON.stringify(withBonus))).toEqual(withBonus);
    const verifying = { ...STATE, verification: 'pending' };
    expect(parseAccountState(JSON.stringify(verifying))).toEqual(verifying);
    const withInbox = { ...STATE, unreadNotifications: 3 };
    expect(parseAccountState(JSON.stringify(withInbox))).toEqual(withInbox);
  });

  it.each([
    ['not JSON', '{'],
    ['null', 'null'],
    ['a list', '[]'],
    ['a fractional balance', JSON.stringify({ ...STATE, balance: 12.5 })],
    ['a fractional bonus balance', JSON.stringify({ ...STATE, bonusBalance: 0.5 })],
    ['a missing currency', JSON.stringify({ ...STATE, currency: undefined })],
    ['a currency that is not a code', JSON.stringify({ ...STATE, currency: 'usd' })],
    ['withdrawal ids that are text', JSON.stringify({ ...STATE, pendingWithdrawalIds: ['7'] })],
    ['an empty deposit id', JSON.stringify({ ...STATE, pendingDepositIds: [''] })],
    ['a negative unread count', JSON.stringify({ ...STATE, unreadNotifications: -1 })],
    ['an unread count that is text', JSON.stringify({ ...STATE, unreadNotifications: '2' })],
  ])('refuses %s', (_, data) => {
    expect(parseAccountState(data)).toBeNull();
  });
});

describe('accountChanges', () => {
  it.each([
    [
      'the first state',
      null,
      STATE,
      { balance: true, bonus: true, withdrawals: true, settledDeposits: [], verification: true },
    ],
    [
      'nothing',
      STATE,
      { ...STATE },
      { balance: false, bonus: false, withdrawals: false, settledDeposits: [], verification: false },
    ],
    [
      'the balance',
      STATE,
      { ...STATE, balance: 0 },
      { balance: true, bonus: false, withdrawals: false, settledDeposits: [], verification: false },
    ],
    [
      'a withdrawal leaving',
      STATE,
      { ...STATE, pendingWithdrawalIds: [7] },
      { balance: false, bonus: false, withdrawals: true, settledDeposits: [], verification: false },
    ],
    [
      'a deposit confirming',
      STATE,
      { ...STATE, balance: 3250, pendingDepositIds: [] },
      { balance: true, bonus: false, withdrawals: false, settledDeposits: ['dep_a'], verification: false },
    ],
    [
      'a bonus converting to cash',
      { ...STATE, bonusBalance: 500 },
      { ...STATE, bonusBalance: 0 },
      { balance: false, bonus: true, withdrawals: false, settledDeposits: [], verification: false },
    ],
    [
      'a reviewer deciding on a document',
      { ...STATE, verification: 'pending' } as AccountState,
      { ...STATE, verification: 'rejected' } as AccountState,
      { balance: false, bonus: false, withdrawals: false, settledDeposits: [], verification: true },
    ],
    [
      'a deposit opening',
      STATE,
      { ...STATE, pendingDepositIds: ['dep_b', 'dep_a'] },
      { balance: false, bonus: false, withdrawals: false, settledDeposits: [], verification: false },
    ],
  ])('after %s', (_, previous, next, changes) => {
    expect(accountChanges(previous, next)).toEqual({ unreadNotifications: undefined, ...changes });
  });

  it.each([
    ['a first state with a count', null, 2, 2],
    ['a notice arriving', 2, 3, 3],
    ['all read elsewhere', 3, 0, 0],
    ['no change', 3, 3, undefined],
    ['a server without the inbox', undefined, undefined, undefined],
  ])('reports the unread count after %s', (_, before, after, reported) => {
    const previous = before === null ? null : { ...STATE, unreadNotifications: before };
    expect(accountChanges(previous, { ...STATE, unreadNotifications: after }).unreadNotifications).toBe(reported);
  });
});

describe('streamRetryDelayMs', () => {
  it.each([
    [0, 1_000],
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [5, 16_000],
    [6, 30_000],
    [40, 30_000],
  ])('after %i failures waits %i ms', (failures, ms) => {
    expect(streamRetryDelayMs(failures)).toBe(ms);
  });
});
