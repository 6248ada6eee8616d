import { describe, expect, it } from 'vitest';
import { checkCard } from './app';

const NOW = new Date('2026-11-20T12:00:00Z');
const card = { session: 's', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Ann Example' };

describe('checkCard (the hosted frame, with card-validator)', () => {
  it('accepts a valid Visa and gives brand, expiry and holder, never more of the number than it needs', () => {
    expect(checkCard(card, NOW)).toEqual({
      ok: true,
      brand: 'visa',
      digits: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      holder: 'Ann Example',
    });
    expect(checkCard({ ...card, number: '5555-5555-5555-4444' }, NOW)).toMatchObject({ ok: true, brand: 'mastercard' });
  });

  it.each([
    [{ number: '' }, { number: 'Enter the card number' }],
    [{ number: '4242 4242 4242 4241' }, { number: 'This card number is not valid' }],
    [{ number: '4242 abcd' }, { number: 'This card number is not valid' }],
    [{ number: '3782 822463 10005', cvc: '1234' }, { number: 'Only Visa and Mastercard are accepted' }],
    [{ expiry: '' }, { expiry: 'Enter the expiry date' }],
    [{ expiry: '13/30' }, { expiry: 'Enter the expiry as MM/YY' }],
    [{ expiry: '1230' }, { expiry: 'Enter the expiry as MM/YY' }],
    [{ expiry: '10/26' }, { expiry: 'This card has expired' }],
    [{ expiry: '11/26' }, null],
    [{ cvc: '' }, { cvc: 'Enter the CVC' }],
    [{ cvc: '12' }, { cvc: 'The CVC is 3 digits' }],
    [{ holder: ' ' }, { holder: 'Enter the name on the card' }],
    [{ holder: '4242424242424242' }, { holder: 'Enter the name as it is on the card' }],
  ])('%j → %j', (change, errors) => {
    const result = checkCard({ ...card, ...change }, NOW);
    expect(result.ok ? null : result.errors).toEqual(errors);
  });
});
