import { describe, expect, it } from 'vitest';
import {
  accountVerificationStatus,
  type DocumentStanding,
  documentStatusAt,
  type VerificationRules,
  verificationRequired,
} from './verification-rules';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const LATER = NOW + 86_400_000;
const approved = (kind: DocumentStanding['kind'], expiresAt = LATER): DocumentStanding => ({
  kind,
  status: 'approved',
  expiresAt,
});
const pending = (kind: DocumentStanding['kind']): DocumentStanding => ({ kind, status: 'pending', expiresAt: null });
const rejected = (kind: DocumentStanding['kind']): DocumentStanding => ({ kind, status: 'rejected', expiresAt: null });

describe('documentStatusAt', () => {
  it.each([
    [{ status: 'approved', expiresAt: LATER }, 'approved'],
    [{ status: 'approved', expiresAt: NOW }, 'expired'],
    [{ status: 'pending', expiresAt: null }, 'pending'],
    [{ status: 'rejected', expiresAt: null }, 'rejected'],
  ] as const)('reads %o as %s', (doc, status) => {
    expect(documentStatusAt(doc, NOW)).toBe(status);
  });
});

describe('accountVerificationStatus', () => {
  it.each<[string, DocumentStanding[], string]>([
    ['nothing sent', [], 'not-submitted'],
    ['only a selfie', [pending('selfie')], 'not-submitted'],
    ['a passport in review', [pending('passport')], 'pending'],
    ['passport and bill approved', [approved('passport'), approved('utility-bill')], 'approved'],
    [
      'both ID card sides and a statement',
      [approved('id-card-front'), approved('id-card-back'), approved('bank-statement')],
      'approved',
    ],
    ['one ID card side only', [approved('id-card-front'), approved('utility-bill')], 'not-submitted'],
    ['a rejected bill beside a pending passport', [pending('passport'), rejected('utility-bill')], 'rejected'],
    [
      'a rejected ID side made irrelevant by a passport',
      [approved('passport'), rejected('id-card-back'), pending('utility-bill')],
      'pending',
    ],
    ['a passport whose approval ran out', [approved('passport', NOW - 1), approved('utility-bill')], 'expired'],
    [
      'an expired passport with a new one in review',
      [approved('passport', NOW - 1), approved('utility-bill')].concat(pending('driving-licence-front')),
      'pending',
    ],
  ])('%s: %s', (_, documents, status) => {
    expect(accountVerificationStatus(documents, NOW)).toBe(status);
  });
});

describe('verificationRequired', () => {
  const gb: VerificationRules = { beforeDeposit: true, beforeRealPlay: true, withdrawalThreshold: 0 };
  const intl: VerificationRules = { beforeDeposit: false, beforeRealPlay: false, withdrawalThreshold: 200_000 };
  it.each([
    [gb, 'not-submitted', 'deposit', undefined, true],
    [gb, 'pending', 'real-play', undefined, true],
    [gb, 'approved', 'deposit', undefined, false],
    [gb, 'rejected', 'withdrawal', { withdrawn: 0, amount: 100 }, true],
    [intl, 'not-submitted', 'deposit', undefined, false],
    [intl, 'not-submitted', 'real-play', undefined, false],
    [intl, 'not-submitted', 'withdrawal', { withdrawn: 150_000, amount: 49_999 }, false],
    [intl, 'not-submitted', 'withdrawal', { withdrawn: 150_000, amount: 50_000 }, true],
    [intl, 'expired', 'withdrawal', { withdrawn: 0, amount: 250_000 }, true],
    [intl, 'approved', 'withdrawal', { withdrawn: 0, amount: 250_000 }, false],
  ] as const)('%o, %s, %s, %o: %s', (rules, status, step, money, required) => {
    expect(verificationRequired(rules, status, step, money)).toBe(required);
  });
});
