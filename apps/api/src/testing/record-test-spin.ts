import { findActiveBonus, playerFunds, type SpinMoney } from '../db/queries/bonuses';
import { recordSpin } from '../db/queries/game-sessions';
import { type Db, lockPlayer } from '../db/sql';

/**
 * A bet at a chosen stake and win, posted in the caller's transaction as the game's spin posts it (the real game's
 * draw is random): under the player's lock, with the funds and the active bonus read under it.
 */
export async function recordTestSpin(tx: Db, spin: SpinMoney & { gameId: number }) {
  await lockPlayer(tx, spin.userId);
  const funds = await playerFunds(tx, spin.userId);
  if (!funds) throw new Error(`No player ${spin.userId}`);
  return recordSpin(tx, { ...spin, funds, bonus: await findActiveBonus(tx, spin.userId) });
}
