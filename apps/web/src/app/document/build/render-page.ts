import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageRenderer, PageRenderRequest, RenderedPage } from '@casino/api-contract';
import { matchPath } from 'react-router';
import { brand } from '@/config/brand';
import { documentTitle } from '@/lib/document-title';
import { DEFAULT_UI_LANGUAGE, i18n, whenI18nReady } from '@/lib/i18n';
import { isUiLanguage, localeForLanguage, type UiLanguage } from '@/lib/i18n/languages';
import { createQueryClient } from '@/lib/query-client';
import { type RenderedData, seedRenderedData } from '@/lib/rendered-queries';
import { queryClient as loadersQueryClient } from '../../providers';
import { routes } from '../../router';
import { withDocumentHead, withRenderedData } from './document-head';
import { documentHeadTexts } from './document-head-texts';
import { fillDocument } from './fill-document';
import { loadPageData } from './page-data';
import { PAGE_HEADS } from './page-heads';
import { PRERENDER_ORIGIN, SHELL_FILE } from './prerendered-routes';
import { renderApp } from './render-app';
import { type BuiltStylesheet, linkedStylesheets, stylesheetsFor } from './route-stylesheets';
import { SERVER_STYLESHEETS_FILE } from './server-bundle';

/**
 * The characters a rendered page's path may have: those of the catalogue's aliases. Anything else (a `:`, a `*`, an
 * escape such as an encoded slash) could read as part of a route pattern where the document names its route, or
 * differ between the server's reading and the browser's; such a page gets the build's frame.
 */
const RENDERABLE_PATH = /^[A-Za-z0-9._~/-]+$/;

type BuiltDocumentParts = { template: string; stylesheets: BuiltStylesheet[]; linked: string[] };

/** The shell (the template every document is filled into) and the browser build's stylesheets, read once. */
async function readBuild(distDir: string): Promise<BuiltDocumentParts> {
  const template = await readFile(path.join(distDir, SHELL_FILE), 'utf8');
  const hrefs = JSON.parse(await readFile(path.join(distDir, SERVER_STYLESHEETS_FILE), 'utf8')) as string[];
  const stylesheets = await Promise.all(
    hrefs.map(async (href) => ({ href, css: await readFile(path.join(distDir, href), 'utf8') })),
  );
  return { template, stylesheets, linked: linkedStylesheets(template) };
}

/** The route pattern of PAGE_HEADS the path is a page of, with its parameters. */
function renderedRoute(pathname: string) {
  if (!RENDERABLE_PATH.test(pathname)) return undefined;
  for (const pattern of Object.keys(PAGE_HEADS)) {
    const match = matchPath(pattern, pathname);
    if (match) return { pattern, params: match.params };
  }
  return undefined;
}

/**
 * Pages made lately, by what they were made of (address, language, site and data): a page asked for again with the
 * same data is not rendered again. The oldest is dropped first past this count.
 */
const RENDERED_PAGES_KEPT = 32;

type PageToRender = { request: PageRenderRequest; url: URL; route: NonNullable<ReturnType<typeof renderedRoute>> };

async function renderPage(
  { request, url, route }: PageToRender,
  build: BuiltDocumentParts,
  rendered: Map<string, RenderedPage | undefined>,
): Promise<RenderedPage | undefined> {
  const language = isUiLanguage(request.language) ? request.language : DEFAULT_UI_LANGUAGE;
  await whenI18nReady(i18n);
  await i18n.changeLanguage(language);
  if (i18n.language !== language) throw new Error(`The server render could not switch to ${language}`);

  const data = await loadPageData(routes, url, { answer: request.answer, queryClient: loadersQueryClient });
  const key = JSON.stringify([url.href, language, request.siteUrl, data]);
  if (rendered.has(key)) return rendered.get(key);
  const page = await renderPageFrom(data, { request, url, route }, language, build);
  rendered.set(key, page);
  if (rendered.size > RENDERED_PAGES_KEPT) rendered.delete(rendered.keys().next().value as string);
  return page;
}

async function renderPageFrom(
  data: RenderedData,
  { request, url, route }: PageToRender,
  language: UiLanguage,
  build: BuiltDocumentParts,
): Promise<RenderedPage | undefined> {
  // The page renders from a cache filled as the browser fills its own from the document's block, so both renders
  // see the same data.
  const queryClient = createQueryClient();
  try {
    seedRenderedData(queryClient, data);
    const head = PAGE_HEADS[route.pattern]?.({
      queryClient,
      params: route.params,
      search: url.searchParams,
      t: i18n.getFixedT(language),
      headT: documentHeadTexts(language),
      list: new Intl.ListFormat(localeForLanguage(language), { style: 'long', type: 'conjunction' }),
      siteName: brand.name,
    });
    if (!head) return undefined;
    const { html, pageTitle } = await renderApp(`${url.pathname}${url.search}`, queryClient);
    const title = documentTitle(pageTitle);
    const filled = fillDocument(build.template, {
      // The path itself: the document is the frame of this page alone, and shows what its alias names from the start.
      route: url.pathname,
      html,
      title,
      lang: language,
      stylesheets: stylesheetsFor(html, build.stylesheets, build.linked),
    });
    const document = withDocumentHead(filled, {
      title,
      description: head.description,
      url: new URL(head.canonicalPath, request.siteUrl).href,
      siteName: brand.name,
      image: head.image === undefined ? undefined : new URL(head.image, request.siteUrl).href,
    });
    return { html: withRenderedData(document, data) };
  } finally {
    queryClient.clear();
  }
}

/**
 * A renderer of the pages in PAGE_HEADS over the build in `distDir` (`@casino/api-contract` page-render.ts): the
 * document of a category or a game, made per request from the answers the server gives it. One render at a time:
 * the app's language, its loaders' query cache and the API client's answers are the process's own, as in a browser.
 */
export function createPageRenderer(distDir: string): PageRenderer {
  let build: Promise<BuiltDocumentParts> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const rendered = new Map<string, RenderedPage | undefined>();
  return (request) => {
    const url = new URL(request.url, PRERENDER_ORIGIN);
    const route = renderedRoute(url.pathname);
    // Decided before the queue: any other page's document waits for no render.
    if (!route) return Promise.resolve(undefined);
    build ??= readBuild(distDir).catch((error: unknown) => {
      build = undefined;
      throw error;
    });
    const parts = build;
    const page = queue.then(async () => renderPage({ request, url, route }, await parts, rendered));
    queue = page.catch(() => undefined);
    return page;
  };
}
