import type { SpinResult } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { CountingDatabase } from '../testing/counting-database';
import { createTestApp, openTestDatabase } from '../testing/test-app';
import { spinUrlFor } from '../testing/two-processes';

/** The statement that sums a player's stakes and wins for the loss limits. */
const LOSS_SUMS = /FROM bets WHERE user_id = \?/;

/**
 * What one real-money spin costs the database, counted (not timed): the game session with the player's row locked,
 * then one read of the player's break, loss limits and active bonus, the bet and its ledger rows. The loss limits'
 * sums run only for a player who has set one.
 */
describe('the statements of one spin', () => {
  async function spinOnce(setLoss?: number) {
    const db = new CountingDatabase(openTestDatabase());
    const world = createTestApp({ db });
    const demo = world.browser();
    await demo.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
    if (setLoss !== undefined) {
      const set = await demo.send('PUT', '/api/me/responsible-gaming/limits', {
        body: { kind: 'loss', period: 'daily', amount: setLoss },
      });
      expect(set.status).toBe(200);
    }
    const url = await spinUrlFor(world, demo);
    // The first spin reads its game into the process's cache; the second is what every further spin costs.
    expect((await world.browser().post(url, { stake: 100 })).status).toBe(200);
    const before = db.log.length;
    const spin = await world.browser().post<SpinResult>(url, { stake: 100 });
    expect(spin.status).toBe(200);
    return { statements: db.log.slice(before), win: spin.body.data.win, dialect: db.dialect };
  }

  /** The bet's stake and its win are a ledger row each: one statement on PostgreSQL, two on SQLite. */
  const ledgerRows = (dialect: string, win: number) => (win > 0 ? 2 : 1) * (dialect === 'postgres' ? 1 : 2);

  it('without a limit: no sums of the player’s bets, three statements and the ledger rows', async () => {
    const { statements, win, dialect } = await spinOnce();
    expect(statements.filter((sql) => LOSS_SUMS.test(sql))).toEqual([]);
    expect(statements).toHaveLength(3 + ledgerRows(dialect, win));
  });

  it('with a loss limit: the three windows summed in one statement', async () => {
    const { statements, win, dialect } = await spinOnce(500_00);
    expect(statements.filter((sql) => LOSS_SUMS.test(sql))).toHaveLength(1);
    expect(statements).toHaveLength(4 + ledgerRows(dialect, win));
  });
});
