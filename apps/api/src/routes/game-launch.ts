import { randomInt } from 'node:crypto';
import { DEFAULT_CURRENCY, endpoints, type Game, type GameLaunchBody } from '@casino/api-contract';
import { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import type { AppDeps, AppEnv } from '../app-env';
import { currentActiveBonus } from '../db/queries/bonuses';
import { insertGameSession, lockPlayerOfGameSession, recordSpin } from '../db/queries/game-sessions';
import { findGameByAlias, findGameById, findGamesByIds } from '../db/queries/games';
import { listRecentGameIds, recordRecentGame, recordRecentGameNoEarlierThan } from '../db/queries/recent-games';
import { readStakeChecks } from '../db/queries/stake-checks';
import { findUserById } from '../db/queries/users';
import { type Db, transaction } from '../db/sql';
import { okFor } from '../http/contract-answer';
import { HttpError, notFound } from '../http/http-error';
import { optionalUser } from '../http/optional-user';
import { readBody, readParams } from '../http/validation';
import { MAX_STAKE_WHILE_WAGERING, wageringContributionPercent } from '../services/bonus/bonus-rules';
import { drawReels, slotWin, WEIGHT_SCALE } from '../services/demo-game/slot-machine';
import { majorUnits as major } from '../services/money-text';
import { assertNotBlocked, assertStakeWithinLossLimits, refuseIfBlocked } from '../services/responsible-gaming/rules';
import { refuseBlockedCountry, refuseVisitorDemo } from '../services/site-rules';
import { hashToken, newToken } from '../services/tokens';
import { refuseUnverified } from '../services/verification/require-verified';

/** Games a process keeps in memory for spins, and for how long (a catalogue change reaches spins within it). */
const GAME_CACHE_SIZE = 2_000;
const GAME_CACHE_TTL_MS = 5 * 60_000;

/** A real-money launch link stays playable this long. */
const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export const realPlayPath = (token: string) => `/play/real/${token}`;
export const demoPlayPath = (alias: string) => `/play/demo/${encodeURIComponent(alias)}`;

/** Play money is shown in the default currency (docs/product.md#entities). */
export const DEMO_CURRENCY = DEFAULT_CURRENCY;

const roll = () => randomInt(WEIGHT_SCALE);

/** As the texts of docs/product.md#error-texts do: a refusal the player can act on, naming both amounts. */
export const insufficientBalance = (balance: number, stake: number, currency: string) =>
  new HttpError(
    422,
    `Insufficient balance: your balance (${major(balance)} ${currency}) is lower than the stake (${major(stake)} ${currency}).`,
  );

/** Launch links (`/games/real/link`, `/games/demo/link`: docs/product.md#game-page-and-play), the demo slot's spins, and the recent list. */
export function gameLaunchRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  // The catalogue does not change while the API runs: a spin reads its game from memory, not the database.
  const games = new LRUCache<number, Game>({ max: GAME_CACHE_SIZE, ttl: GAME_CACHE_TTL_MS });
  const gameById = async (on: Db, id: number) => {
    const cached = games.get(id);
    if (cached) return cached;
    const game = await findGameById(on, id);
    if (game) games.set(id, game);
    return game;
  };

  const launchedGame = async (body: GameLaunchBody): Promise<Game> => {
    const game =
      body.gameId !== undefined ? await findGameById(db, body.gameId) : await findGameByAlias(db, body.alias ?? '');
    if (!game) throw notFound('Game not found');
    return game;
  };

  app.post(endpoints.realGameLink.path, async (c) => {
    refuseBlockedCountry(c, deps.config);
    const game = await launchedGame(await readBody(c, endpoints.realGameLink.body));
    const { user, familyId } = c.get('session');
    const userId = user.id;
    await assertNotBlocked(db, userId, clock(), 'play');
    // GB: age and identity are checked before gambling; a game session is the start of it.
    await refuseUnverified(db, deps.config, userId, 'real-play', clock());
    const token = newToken();
    const now = clock();
    await transaction(db, async (tx) => {
      await insertGameSession(tx, {
        tokenHash: hashToken(token),
        userId,
        familyId,
        gameId: game.id,
        now,
        expiresAt: now + GAME_SESSION_TTL_MS,
      });
      await recordRecentGame(tx, userId, game.id, now);
    });
    return okFor(c, 'realGameLink', { url: realPlayPath(token) });
  });

  app.post(endpoints.demoGameLink.path, async (c) => {
    const game = await launchedGame(await readBody(c, endpoints.demoGameLink.body));
    // A logged-in player's demo launch still counts as a recent game; a visitor's list lives in the browser.
    const user = await optionalUser(c, deps);
    refuseBlockedCountry(c, deps.config);
    refuseVisitorDemo(deps.config, user !== undefined);
    // A player on a break may not play at all, play money included.
    if (user) await assertNotBlocked(db, user.id, clock(), 'play');
    if (user) await recordRecentGame(db, user.id, game.id, clock());
    return okFor(c, 'demoGameLink', { url: demoPlayPath(game.alias) });
  });

  app.get(endpoints.recentGames.path, async (c) =>
    okFor(c, 'recentGames', await findGamesByIds(db, await listRecentGameIds(db, c.get('session').user.id))),
  );

  // The visitor played these in this browser just before logging in: they count as launched now, newest first, and
  // never push back a game the account launched later. Games no longer in the catalogue are left out.
  app.post(endpoints.handOverRecentGames.path, async (c) => {
    const { aliases } = await readBody(c, endpoints.handOverRecentGames.body);
    const userId = c.get('session').user.id;
    const now = clock();
    await transaction(db, async (tx) => {
      const games = [];
      for (const alias of aliases) {
        const game = await findGameByAlias(tx, alias);
        if (game) games.push(game);
      }
      for (const [newestFirst, game] of games.entries()) {
        await recordRecentGameNoEarlierThan(tx, userId, game.id, now - newestFirst);
      }
    });
    return okFor(c, 'handOverRecentGames', await findGamesByIds(db, await listRecentGameIds(db, userId)));
  });

  app.post(endpoints.realGameSpin.path, async (c) => {
    const { token } = readParams(c, endpoints.realGameSpin.params);
    const { stake } = await readBody(c, endpoints.realGameSpin.body);
    const now = clock();
    const result = await transaction(db, async (tx) => {
      // The player's row, locked: every money move of the player waits for this spin, other players' do not.
      let user = await lockPlayerOfGameSession(tx, hashToken(token), now);
      if (!user) throw new HttpError(401, 'This game session has ended. Close the game and launch it again.');
      const game = await gameById(tx, user.game_id);
      if (!game) throw notFound('Game not found');
      // Checked at every bet, so a game opened before a break or a limit stops taking stakes.
      const checks = await readStakeChecks(tx, user.id, now);
      refuseIfBlocked(checks.block, 'play');
      await assertStakeWithinLossLimits(tx, user, stake, now, checks.lossLimits);
      // A bonus past its time is gone before the stake is weighed: bonus money cannot be staked after it expired.
      const { bonus, expired } = await currentActiveBonus(tx, user.id, now, { row: checks.bonus });
      if (expired) user = { ...user, ...(await findUserById(tx, user.id)) };
      if (stake > user.balance) throw insufficientBalance(user.balance, stake, user.currency);
      if (stake > MAX_STAKE_WHILE_WAGERING && bonus) {
        throw new HttpError(
          422,
          `While a bonus is being wagered, the largest stake is ${major(MAX_STAKE_WHILE_WAGERING)} ${user.currency}.`,
        );
      }
      const reels = drawReels(roll);
      const win = slotWin(reels, stake);
      const { betId, balance } = await recordSpin(tx, {
        userId: user.id,
        gameId: game.id,
        gameName: game.name,
        stake,
        win,
        currency: user.currency,
        at: new Date(now).toISOString(),
        contributionPercent: wageringContributionPercent(game.categories.map((category) => category.alias)),
        funds: { balance: user.balance, bonusBalance: user.bonus_balance, currency: user.currency },
        bonus,
      });
      return { reels, stake, win, balance, currency: user.currency, betId };
    });
    deps.standings.betPlaced();
    return okFor(c, 'realGameSpin', result);
  });

  // Demo play money: the page sends its balance, the server checks the stake fits and draws; nothing is written.
  app.post(endpoints.demoGameSpin.path, async (c) => {
    const { alias } = readParams(c, endpoints.demoGameSpin.params);
    const { stake, balance } = await readBody(c, endpoints.demoGameSpin.body);
    const game = await findGameByAlias(db, alias);
    if (!game) throw notFound('Game not found');
    if (stake > balance) throw insufficientBalance(balance, stake, DEMO_CURRENCY);
    const reels = drawReels(roll);
    const win = slotWin(reels, stake);
    return okFor(c, 'demoGameSpin', {
      reels,
      stake,
      win,
      balance: balance - stake + win,
      currency: DEMO_CURRENCY,
      betId: null,
    });
  });

  return app;
}
