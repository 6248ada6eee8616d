import { describe, expect, it } from 'vitest';
import { ledgerRowStatus } from './ledger-status';

describe('the status a ledger row shows', () => {
  it.each([
    ['withdrawal', 'pending', 'pending', 'pending'],
    ['withdrawal', 'pending', 'cancelled', 'cancelled'],
    ['withdrawal', 'pending', 'completed', 'completed'],
    ['withdrawal', 'pending', 'rejected', 'failed'],
    ['withdrawal', 'completed', null, 'completed'],
    ['refund', 'completed', 'cancelled', 'completed'],
    ['deposit', 'completed', null, 'completed'],
    ['bet', 'completed', null, 'completed'],
  ] as const)('a %s row posted %s, its withdrawal %s, shows %s', (type, status, withdrawalStatus, shown) => {
    expect(ledgerRowStatus({ type, status }, withdrawalStatus)).toBe(shown);
  });
});
