import { afterEach, expect } from 'vitest';
import { findBonusMismatches, findLedgerMismatches } from '../db/queries/ledger';
import type { Db } from '../db/sql';

/**
 * Every player's balance is the sum of their ledger, each row's balanceAfter is the running sum (item 10), and the
 * bonus balance is the sum of the rows' bonus parts (docs/product.md#bonuses).
 */
export async function expectLedgerMatchesBalances(db: Db): Promise<void> {
  expect(await findLedgerMismatches(db), 'players whose balance is not the sum of their ledger').toEqual([]);
  expect(await findBonusMismatches(db), 'players whose bonus balance is not the sum of its ledger parts').toEqual([]);
}

/**
 * For test files that open an app per test: registers an `afterEach` that checks the books of every database handed
 * to the returned function during the test. `const watched = checkLedgersAfterEach(); const t = watched(createTestApp())`.
 */
export function checkLedgersAfterEach(): <T extends { db: Db }>(app: T) => T {
  const opened: Db[] = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) await expectLedgerMatchesBalances(db);
  });
  return (app) => {
    opened.push(app.db);
    return app;
  };
}
