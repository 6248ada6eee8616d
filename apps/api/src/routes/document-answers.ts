import { buildPath, endpoints } from '@casino/api-contract';
import type { AppDeps } from '../app-env';
import { findGameByAlias } from '../db/queries/games';
import { bodyFor } from '../http/contract-answer';
import { matchesRoutePattern } from '../http/prerendered-documents';
import type { DocumentAnswers } from './web-static';

/** A game's page in the web app (apps/web config/paths.ts `game`): `/games/{alias}`. */
const GAME_PAGE = /^\/games\/([^/]+)\/?$/;

/**
 * On a game's page, its `GET /games/{alias}` answer (docs/architecture.md#answers-inlined-by-the-server): the page's largest element is the game's artwork, and
 * with the answer in the document it is drawn as soon as the app runs, without a round trip first. An unknown alias
 * gets nothing, so the page asks and shows its own not-found state.
 */
export function gameDocumentAnswers({ db }: Pick<AppDeps, 'db'>): DocumentAnswers {
  return async (c, urlPath) => {
    const alias = GAME_PAGE.exec(urlPath)?.[1];
    if (alias === undefined) return {};
    const game = await findGameByAlias(db, alias);
    return game ? { [buildPath(endpoints.game.path, { alias })]: bodyFor(c, 'game', game) } : {};
  };
}

/**
 * The catalogue's calls: their answers are the same for every visitor, with or without a session, whatever the
 * country. Only these are inlined from a page's first calls, or given to the server render; any other call the page
 * asks for itself.
 */
const SAME_FOR_EVERY_VISITOR = [
  endpoints.gameCategories,
  endpoints.gameProviders,
  endpoints.gameGroup,
  endpoints.games,
  endpoints.game,
].map(({ path }) => path);

/** Answers one API call (`/games/categories`) as this server answers it, without the visitor's cookies. */
export type AskApi = (target: string) => Promise<Response>;

/**
 * The success envelope of a call (path and query after `/api`, as the client writes it) when its answer is the same
 * for every visitor, asked through `ask`; undefined for any other call, and for one that fails (the page then asks
 * for it itself and shows its own error state).
 */
export const sameForEveryVisitor =
  (ask: AskApi) =>
  async (target: string): Promise<unknown> => {
    const { pathname } = new URL(target, 'http://api.invalid');
    if (!SAME_FOR_EVERY_VISITOR.some((pattern) => matchesRoutePattern(pattern, pathname))) return undefined;
    const response = await ask(target).catch(() => undefined);
    if (response?.status !== 200) return undefined;
    const body = (await response.json().catch(() => undefined)) as { status?: unknown } | undefined;
    return body?.status === 'success' ? body : undefined;
  };

/**
 * On a page whose build lists the calls it starts first (`firstCalls` in prerendered.json, docs/architecture.md#answers-inlined-by-the-server), the answers of
 * those that are the same for every visitor: the lobby's categories and rows travel with its document, and the page
 * draws them once it has hydrated, without asking. Each is the envelope the API answers, under the call as the client
 * names it. A call that fails is left out: the page asks for it and shows its own error state.
 */
export function firstCallDocumentAnswers(ask: AskApi): DocumentAnswers {
  const answer = sameForEveryVisitor(ask);
  return async (_c, _urlPath, firstCalls) => {
    const answered = await Promise.all(
      firstCalls.map(async (target): Promise<[string, unknown] | undefined> => {
        const body = await answer(target);
        return body === undefined ? undefined : [target, body];
      }),
    );
    return Object.fromEntries(answered.filter((entry) => entry !== undefined));
  };
}

/** Every source's answers in one block. */
export const allDocumentAnswers =
  (...sources: DocumentAnswers[]): DocumentAnswers =>
  async (c, urlPath, firstCalls) =>
    Object.assign({}, ...(await Promise.all(sources.map((answers) => answers(c, urlPath, firstCalls)))));
