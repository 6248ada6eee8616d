import { API_BASE_PATH, buildPath, endpoints } from '@casino/api-contract';
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { findLiveGameSession } from '../db/queries/game-sessions';
import { findGameByAlias, findGameById } from '../db/queries/games';
import { findUserById } from '../db/queries/users';
import { escapeHtml } from '../http/html';
import {
  DEMO_START_BALANCE,
  SLOT_ASSET_PATH,
  SLOT_CSS,
  SLOT_JS,
  type SlotPageInput,
  slotPageHtml,
} from '../services/demo-game/slot-page';
import { hashToken } from '../services/tokens';
import { DEMO_CURRENCY } from './game-launch';

const endedPage = (title: string, text: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SLOT_ASSET_PATH}/slot.css"></head>
<body><main class="machine"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;

/** The playable demo slot served at the launch URLs (docs/product.md#game-page-and-play): its own page, script and style. */
export function playRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>();

  const page = (c: Context<AppEnv>, input: SlotPageInput) => {
    c.header('Cache-Control', 'no-store');
    return c.html(slotPageHtml(input));
  };

  app.get(`${SLOT_ASSET_PATH}/slot.css`, (c) =>
    c.body(SLOT_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  app.get(`${SLOT_ASSET_PATH}/slot.js`, (c) =>
    c.body(SLOT_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );

  app.get('/play/real/:token', async (c) => {
    const token = c.req.param('token');
    const session = await findLiveGameSession(db, hashToken(token), clock());
    const user = session ? await findUserById(db, session.user_id) : undefined;
    const game = session ? await findGameById(db, session.game_id) : undefined;
    if (!session || !user || !game) {
      c.header('Cache-Control', 'no-store');
      return c.html(endedPage('Game session ended', 'Close the game and launch it again from the casino.'), 404);
    }
    return page(c, {
      mode: 'real',
      gameName: game.name,
      provider: game.provider,
      spinUrl: API_BASE_PATH + buildPath(endpoints.realGameSpin.path, { token }),
      balance: user.balance,
      currency: user.currency,
    });
  });

  app.get('/play/demo/:alias', async (c) => {
    const game = await findGameByAlias(db, c.req.param('alias'));
    if (!game) return c.html(endedPage('Game not found', 'This game does not exist.'), 404);
    return page(c, {
      mode: 'demo',
      gameName: game.name,
      provider: game.provider,
      spinUrl: API_BASE_PATH + buildPath(endpoints.demoGameSpin.path, { alias: game.alias }),
      balance: DEMO_START_BALANCE,
      currency: DEMO_CURRENCY,
    });
  });

  return app;
}
