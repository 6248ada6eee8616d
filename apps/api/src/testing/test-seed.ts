/** The date the test databases are seeded at, so history and periods are predictable. */
export const SEED_NOW = new Date('2026-11-20T12:00:00.000Z');

/** scrypt at N=2^12 keeps a login in the tests around a millisecond; production uses 2^17 (services/passwords.ts). */
export const TEST_PASSWORD_COST = 12;

export const TEST_SEED_OPTIONS = { now: SEED_NOW, passwordCost: TEST_PASSWORD_COST };
