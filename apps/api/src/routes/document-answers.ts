import { buildPath, endpoints } from '@casino/api-contract';
import type { AppDeps } from '../app-env';
import { findGameByAlias } from '../db/queries/games';
import { bodyFor } from '../http/contract-answer';
import type { DocumentAnswers } from './web-static';

/** A game's page in the web app (apps/web config/paths.ts `game`): `/games/{alias}`. */
const GAME_PAGE = /^\/games\/([^/]+)\/?$/;

/**
 * On a game's page, its `GET /games/{alias}` answer (issue 19): the page's largest element is the game's artwork, and
 * with the answer in the document it is drawn as soon as the app runs, without a round trip first. An unknown alias
 * gets nothing, so the page asks and shows its own not-found state.
 */
export function gameDocumentAnswers({ db }: Pick<AppDeps, 'db'>): DocumentAnswers {
  return (c, urlPath) => {
    const alias = GAME_PAGE.exec(urlPath)?.[1];
    if (alias === undefined) return {};
    const game = findGameByAlias(db, alias);
    return game ? { [buildPath(endpoints.game.path, { alias })]: bodyFor(c, 'game', game) } : {};
  };
}

/** Every source's answers in one block. */
export const allDocumentAnswers =
  (...sources: DocumentAnswers[]): DocumentAnswers =>
  (c, urlPath) =>
    Object.assign({}, ...sources.map((answers) => answers(c, urlPath)));
