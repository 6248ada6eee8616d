import { randomInt } from 'node:crypto';
import { DEFAULT_CURRENCY, endpoints, type Game, type GameLaunchBody } from '@casino/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { expireDueBonuses, findActiveBonus } from '../db/queries/bonuses';
import { findLiveGameSession, insertGameSession, recordSpin } from '../db/queries/game-sessions';
import { findGameByAlias, findGameById, findGamesByIds } from '../db/queries/games';
import { listRecentGameIds, recordRecentGame, recordRecentGameNoEarlierThan } from '../db/queries/recent-games';
import { findUserById } from '../db/queries/users';
import { transaction } from '../db/sql';
import { okFor } from '../http/contract-answer';
import { HttpError, notFound } from '../http/http-error';
import { optionalUser } from '../http/optional-user';
import { requireUser } from '../http/require-user';
import { readBody, readParams } from '../http/validation';
import { MAX_STAKE_WHILE_WAGERING, wageringContributionPercent } from '../services/bonus/bonus-rules';
import { drawReels, slotWin, WEIGHT_SCALE } from '../services/demo-game/slot-machine';
import { majorUnits as major } from '../services/money-text';
import { assertNotBlocked, assertStakeWithinLossLimits } from '../services/responsible-gaming/rules';
import { refuseBlockedCountry, refuseVisitorDemo } from '../services/site-rules';
import { hashToken, newToken } from '../services/tokens';

/** A real-money launch link stays playable this long. */
const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export const realPlayPath = (token: string) => `/play/real/${token}`;
export const demoPlayPath = (alias: string) => `/play/demo/${encodeURIComponent(alias)}`;

/** Play money is shown in the default currency (spec §3). */
export const DEMO_CURRENCY = DEFAULT_CURRENCY;

const roll = () => randomInt(WEIGHT_SCALE);

/** Spec §8 style: a refusal the player can act on, naming both amounts. */
export const insufficientBalance = (balance: number, stake: number, currency: string) =>
  new HttpError(
    422,
    `Insufficient balance: your balance (${major(balance)} ${currency}) is lower than the stake (${major(stake)} ${currency}).`,
  );

/** Launch links (spec §7 `/games/real/link`, `/games/demo/link`), the demo slot's spins, and the recent list. */
export function gameLaunchRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  const launchedGame = (body: GameLaunchBody): Game => {
    const game = body.gameId !== undefined ? findGameById(db, body.gameId) : findGameByAlias(db, body.alias ?? '');
    if (!game) throw notFound('Game not found');
    return game;
  };

  app.post(endpoints.realGameLink.path, auth, async (c) => {
    refuseBlockedCountry(c, deps.config);
    const game = launchedGame(await readBody(c, endpoints.realGameLink.body));
    const { user, familyId } = c.get('session');
    const userId = user.id;
    assertNotBlocked(db, userId, clock(), 'play');
    const token = newToken();
    const now = clock();
    transaction(db, () => {
      insertGameSession(db, {
        tokenHash: hashToken(token),
        userId,
        familyId,
        gameId: game.id,
        now,
        expiresAt: now + GAME_SESSION_TTL_MS,
      });
      recordRecentGame(db, userId, game.id, now);
    });
    return okFor(c, 'realGameLink', { url: realPlayPath(token) });
  });

  app.post(endpoints.demoGameLink.path, async (c) => {
    const game = launchedGame(await readBody(c, endpoints.demoGameLink.body));
    // A logged-in player's demo launch still counts as a recent game; a visitor's list lives in the browser.
    const user = optionalUser(c, deps);
    refuseBlockedCountry(c, deps.config);
    refuseVisitorDemo(deps.config, user !== undefined);
    // Issue 7: a player on a break may not play at all, play money included.
    if (user) assertNotBlocked(db, user.id, clock(), 'play');
    if (user) recordRecentGame(db, user.id, game.id, clock());
    return okFor(c, 'demoGameLink', { url: demoPlayPath(game.alias) });
  });

  app.get(endpoints.recentGames.path, auth, (c) =>
    okFor(c, 'recentGames', findGamesByIds(db, listRecentGameIds(db, c.get('session').user.id))),
  );

  // The visitor played these in this browser just before logging in: they count as launched now, newest first, and
  // never push back a game the account launched later. Games no longer in the catalogue are left out.
  app.post(endpoints.handOverRecentGames.path, auth, async (c) => {
    const { aliases } = await readBody(c, endpoints.handOverRecentGames.body);
    const userId = c.get('session').user.id;
    const now = clock();
    transaction(db, () => {
      const games = aliases.flatMap((alias) => findGameByAlias(db, alias) ?? []);
      games.forEach((game, newestFirst) => {
        recordRecentGameNoEarlierThan(db, userId, game.id, now - newestFirst);
      });
    });
    return okFor(c, 'handOverRecentGames', findGamesByIds(db, listRecentGameIds(db, userId)));
  });

  app.post(endpoints.realGameSpin.path, async (c) => {
    const { token } = readParams(c, endpoints.realGameSpin.params);
    const { stake } = await readBody(c, endpoints.realGameSpin.body);
    const session = findLiveGameSession(db, hashToken(token), clock());
    if (!session) throw new HttpError(401, 'This game session has ended. Close the game and launch it again.');
    const game = findGameById(db, session.game_id);
    if (!game) throw notFound('Game not found');
    const result = transaction(db, () => {
      // A bonus past its time is gone before the stake is weighed: bonus money cannot be staked after it expired.
      expireDueBonuses(db, clock(), session.user_id);
      const user = findUserById(db, session.user_id);
      if (!user) throw new HttpError(401, 'This game session has ended. Close the game and launch it again.');
      // Issue 7: checked at every bet, so a game opened before a break or a limit stops taking stakes.
      assertNotBlocked(db, user.id, clock(), 'play');
      assertStakeWithinLossLimits(db, user, stake, clock());
      if (stake > user.balance) throw insufficientBalance(user.balance, stake, user.currency);
      if (stake > MAX_STAKE_WHILE_WAGERING && findActiveBonus(db, user.id)) {
        throw new HttpError(
          422,
          `While a bonus is being wagered, the largest stake is ${major(MAX_STAKE_WHILE_WAGERING)} ${user.currency}.`,
        );
      }
      const reels = drawReels(roll);
      const win = slotWin(reels, stake);
      const { betId, balance } = recordSpin(db, {
        userId: user.id,
        gameId: game.id,
        gameName: game.name,
        stake,
        win,
        currency: user.currency,
        at: new Date(clock()).toISOString(),
        contributionPercent: wageringContributionPercent(game.categories.map((category) => category.alias)),
      });
      return { reels, stake, win, balance, currency: user.currency, betId };
    });
    return okFor(c, 'realGameSpin', result);
  });

  // Demo play money: the page sends its balance, the server checks the stake fits and draws; nothing is written.
  app.post(endpoints.demoGameSpin.path, async (c) => {
    const { alias } = readParams(c, endpoints.demoGameSpin.params);
    const { stake, balance } = await readBody(c, endpoints.demoGameSpin.body);
    const game = findGameByAlias(db, alias);
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
