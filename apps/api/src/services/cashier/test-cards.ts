/**
 * The payment simulator's test cards (apps/api/README.md "Development services"). Any other number that passes the checks is approved.
 * Numbers are matched inside the simulator only: they never reach the casino API, which sees a token.
 */
export type TestCardOutcome = { kind: 'approve' } | { kind: 'decline'; reason: string } | { kind: 'challenge' };

export const TEST_CARDS: Record<string, TestCardOutcome> = {
  '4242424242424242': { kind: 'approve' },
  '5555555555554444': { kind: 'approve' },
  '4000000000000002': { kind: 'decline', reason: 'Card declined by the issuer' },
  '4000000000009995': { kind: 'decline', reason: 'Insufficient funds' },
  '4000000000000069': { kind: 'decline', reason: 'Card expired' },
  '4000000000003220': { kind: 'challenge' },
  '5200828282828210': { kind: 'challenge' },
};

export const outcomeOf = (digits: string): TestCardOutcome => TEST_CARDS[digits] ?? { kind: 'approve' };

/** The one-time code the simulated issuer accepts at the extra confirmation step. */
export const TEST_CHALLENGE_CODE = '1234';
