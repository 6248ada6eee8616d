import { existsSync } from 'node:fs';
import path from 'node:path';
import { PAGE_RENDERER_FILE } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

/**
 * The web app's real build, as `scripts/test.sh` builds it before the unit tests: its renderer makes the category
 * and game documents read here. Without a build (a unit run on a fresh checkout) there is nothing to read.
 */
const WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');
const built = existsSync(path.join(WEB_DIST, PAGE_RENDERER_FILE));
if (!built) console.warn(`rendered-pages.test.ts: no web build at ${WEB_DIST}; build apps/web to run these tests`);

/** Character references back to text, for values read out of attributes and elements. */
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What search engines and link previews read in a document. */
function documentHead(html: string) {
  const [head = '', body = ''] = html.split('</head>');
  const meta = (key: string) =>
    head.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1] ?? undefined;
  return {
    lang: html.match(/<html lang="([^"]*)"/)?.[1],
    title: text(head.match(/<title>(.*?)<\/title>/)?.[1] ?? ''),
    descriptions: head.match(/<meta name="description"/g)?.length ?? 0,
    description: text(meta('description') ?? ''),
    canonical: head.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    og: {
      type: meta('og:type'),
      siteName: meta('og:site_name') && text(meta('og:site_name') ?? ''),
      title: meta('og:title') && text(meta('og:title') ?? ''),
      description: meta('og:description') && text(meta('og:description') ?? ''),
      url: meta('og:url'),
      image: meta('og:image'),
    },
    h1: text(body.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1] ?? ''),
  };
}

describe.runIf(built)("the reference API's documents of a category and a game, rendered by the web build", () => {
  const { app } = createTestApp({ config: { webDistDir: WEB_DIST } });
  const page = async (url: string, language?: string) => {
    const res = await app.request(url, { headers: language ? { Cookie: `casino_lang=${language}` } : {} });
    expect(res.status).toBe(200);
    return res.text();
  };
  const aGame = async () => {
    const answer = (await (await app.request('/api/games/group/slots?limit=1')).json()) as {
      data: { alias: string; name: string; provider: string; image: string }[];
    };
    return answer.data[0] as { alias: string; name: string; provider: string; image: string };
  };
  /** The API's answer to the page's call of its games, which the document names among the calls it rendered from. */
  const gamesOf = async (html: string) => {
    const rendered = JSON.parse(
      html.match(/<script type="application\/json" id="rendered-queries">(.*?)<\/script>/)?.[1] ?? '{}',
    ) as { calls?: string[] };
    const call = rendered.calls?.find((target) => target.startsWith('/games?'));
    expect(call).toBeDefined();
    const answer = (await (await app.request(`/api${call}`)).json()) as {
      data: { items: { name: string }[]; pagination: { totalItems: number } };
    };
    return answer.data;
  };

  it('names /categories/slots: title, heading, description, canonical and Open Graph tags, and its games', async () => {
    const html = await page('/categories/slots');
    const { items, pagination } = await gamesOf(html);
    expect(items).toHaveLength(24);
    const total = pagination.totalItems.toLocaleString('en-US');
    const [first, second, third] = items.map((game) => game.name);
    const description = `Slots at Royale Casino: ${total} games, among them ${first}, ${second}, and ${third}.`;
    expect(documentHead(html)).toEqual({
      lang: 'en',
      title: 'Slots · Royale Casino',
      descriptions: 1,
      description,
      canonical: 'http://casino.test/categories/slots',
      og: {
        type: 'website',
        siteName: 'Royale Casino',
        title: 'Slots · Royale Casino',
        description,
        url: 'http://casino.test/categories/slots',
        image: undefined,
      },
      h1: 'Slots',
    });
    // The first page of games, as cards with their names.
    for (const game of items) expect(html).toContain(`>${game.name.replace(/&/g, '&amp;')}<`);
  });

  it('names a game: its title, heading, a description with its provider and categories, and its artwork', async () => {
    const game = await aGame();
    const html = await page(`/games/${game.alias}`);
    const head = documentHead(html);
    expect(head).toMatchObject({
      lang: 'en',
      title: `${game.name} · Royale Casino`,
      descriptions: 1,
      canonical: `http://casino.test/games/${game.alias}`,
      og: {
        type: 'website',
        siteName: 'Royale Casino',
        title: `${game.name} · Royale Casino`,
        url: `http://casino.test/games/${game.alias}`,
        image: `http://casino.test/cdn/${game.image}`,
      },
      h1: game.name,
    });
    expect(head.description).toMatch(
      new RegExp(`^Play ${game.name} by ${game.provider} at Royale Casino\\. Categories: .*Slots`),
    );
    expect(head.og.description).toBe(head.description);
  });

  it('writes the German document for a visitor who chose German', async () => {
    const game = await aGame();
    expect(documentHead(await page('/categories/popular', 'de'))).toMatchObject({
      lang: 'de',
      title: 'Beliebte Spiele · Royale Casino',
      h1: 'Beliebte Spiele',
      description: expect.stringMatching(/^Beliebte Spiele bei Royale Casino: [\d.]+ Spiele, darunter .+ und .+\.$/),
      canonical: 'http://casino.test/categories/popular',
    });
    expect(documentHead(await page(`/games/${game.alias}`, 'de'))).toMatchObject({
      lang: 'de',
      title: `${game.name} · Royale Casino`,
      h1: game.name,
      description: expect.stringMatching(
        new RegExp(`^Spielen Sie ${game.name} von ${game.provider} bei Royale Casino\\.`),
      ),
    });
  });

  it('keeps a later page of a category apart in its canonical address', async () => {
    expect(documentHead(await page('/categories/slots?page=2')).canonical).toBe(
      'http://casino.test/categories/slots?page=2',
    );
  });

  it.each([
    { case: 'an unknown category', url: '/categories/no-such-category', title: 'Royale Casino' },
    { case: 'an unknown game', url: '/games/no-such-game', title: 'Game · Royale Casino' },
  ])('sends the frame for every alias for $case: its not-found state comes with the app', async ({ url, title }) => {
    const html = await page(url);
    const head = documentHead(html);
    expect(head.title).toBe(title);
    expect(head.canonical).toBeUndefined();
    expect(head.og.title).toBeUndefined();
    expect(html).toMatch(/<div id="root" data-prerendered-route="\/(categories|games)\/:alias"/);
    expect(html).not.toContain('id="rendered-queries"');
  });
});
