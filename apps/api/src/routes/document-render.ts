import type { PageRenderer } from '@casino/api-contract';
import { type AskApi, sameForEveryVisitor } from './document-answers';
import type { RenderDocument } from './web-static';

/**
 * How long a document waits at most for its page's render. A render takes a few milliseconds (tens for a category's
 * page of games), its data included; past this the visitor gets the build's frame rather than a slow page.
 */
export const PAGE_RENDER_MAX_MS = 2_000;

/**
 * Documents rendered per request by the web build's own renderer (`renderer`): a category's or a game's page names
 * its page from the first byte, for search engines and link previews, and shows its first games. The render gets the
 * answers that are the same for every visitor, asked through `ask` without the visitor's cookies, so nothing of a
 * player's ever reaches a page made this way; `siteUrl` (PUBLIC_URL) makes its canonical and Open Graph URLs. A page
 * the renderer does not render, a build without a renderer, a render that fails or takes too long: the document is
 * the build's frame, as before.
 */
export function renderedDocuments({
  renderer,
  siteUrl,
  ask,
  maxMs = PAGE_RENDER_MAX_MS,
}: {
  renderer: () => Promise<PageRenderer | undefined>;
  siteUrl: string;
  ask: AskApi;
  maxMs?: number;
}): RenderDocument {
  const answer = sameForEveryVisitor(ask);
  return async ({ url, language }) => {
    const render = await renderer();
    if (!render) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const tooSlow = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        console.warn(`The render of ${url} took more than ${maxMs} ms: the build's frame went out instead`);
        resolve(undefined);
      }, maxMs);
    });
    try {
      const page = await Promise.race([render({ url, language, siteUrl, answer }), tooSlow]);
      return page?.html;
    } catch (error) {
      console.error(`The render of ${url} failed: the build's frame went out instead`, error);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}
