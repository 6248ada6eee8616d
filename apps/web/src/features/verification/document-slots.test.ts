import type { VerificationDocument } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { ADDRESS_OPTIONS, chosenOption, IDENTITY_OPTIONS, statusOf } from './document-slots';

const doc = (id: number, kind: VerificationDocument['kind'], status: VerificationDocument['status']) =>
  ({ id, kind, status }) as VerificationDocument;

describe('chosenOption', () => {
  it.each([
    ['nothing sent', [], 'passport'],
    ['an ID card side', [doc(1, 'id-card-back', 'pending')], 'id-card'],
    [
      'a licence after a passport',
      [doc(1, 'passport', 'rejected'), doc(2, 'driving-licence-front', 'pending')],
      'driving-licence',
    ],
  ] as const)('opens identity on its last used option: %s', (_, documents, option) => {
    expect(chosenOption(IDENTITY_OPTIONS, documents)).toBe(option);
  });

  it('opens the address on the statement the player sent', () => {
    expect(chosenOption(ADDRESS_OPTIONS, [doc(3, 'bank-statement', 'approved')])).toBe('bank-statement');
  });
});

describe('statusOf', () => {
  it('reads a kind nothing was sent for as not submitted', () => {
    expect(statusOf([doc(1, 'passport', 'approved')], 'passport')).toBe('approved');
    expect(statusOf([], 'selfie')).toBe('not-submitted');
  });
});
