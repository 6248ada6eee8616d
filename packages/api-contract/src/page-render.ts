/*
 * A page rendered per request by the web build's own code. The build prerenders one frame for every category and
 * every game, which knows neither the alias nor the data: its title is the brand's, its heading a skeleton, and search
 * engines and link previews see a generic page. A server that runs the build's renderer (the reference API does) makes
 * such a page's document for the page asked for instead: its title, description, canonical link and Open Graph tags,
 * its heading and its first games, rendered by the same components the browser then hydrates. The renderer is a
 * module of the build (`server/render.mjs` inside it), loaded by the server at run time: the web app and the API still
 * share no code but this contract.
 */

/** The renderer module, relative to the web build's folder. */
export const PAGE_RENDERER_FILE = 'server/render.mjs';

/** What a server asks the renderer for. */
export type PageRenderRequest = {
  /** The page's path and query, as the browser asked for it (`/categories/slots?page=2`). */
  url: string;
  /** The UI language of the document, one the build prerenders its frames in; undefined for the default one. */
  language: string | undefined;
  /** The site's public origin (`https://casino.example`): the canonical link and Open Graph tags are absolute URLs. */
  siteUrl: string;
  /**
   * The success envelope of one API call (path and query after the API's base, as the client writes it:
   * `/games/categories`), or undefined for a call the server will not answer for every visitor alike: the page then
   * shows that part loading, as the browser will until it has asked for it itself.
   */
  answer: (call: string) => Promise<unknown>;
};

export type RenderedPage = {
  /**
   * The whole document. It carries the data it was rendered from for the app to start from; a server still inlines
   * its own answers (`inlined-answers.ts`) as for any document.
   */
  html: string;
};

/**
 * Renders the page at `request.url`, or resolves undefined when it renders no document for it: a route it does not
 * render, or a category or game nobody knows (the server then sends the build's frame, as a static host would).
 */
export type PageRenderer = (request: PageRenderRequest) => Promise<RenderedPage | undefined>;

/** What the renderer module exports: a renderer over the build in `distDir` (its shell, its stylesheets). */
export type PageRendererModule = { createPageRenderer: (distDir: string) => PageRenderer };
