import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { renderedDocuments } from './document-render';

/**
 * A web build with a page renderer of its own making: it writes down what the server asked and answered, so these
 * tests see the server's side of the protocol (`@casino/api-contract` page-render.ts) whatever the real renderer
 * renders (rendered-pages.test.ts reads the real one's documents).
 */
const built = mkdtempSync(path.join(tmpdir(), 'casino-web-rendered-'));
afterAll(() => rmSync(built, { recursive: true, force: true }));
mkdirSync(path.join(built, 'server'));
mkdirSync(path.join(built, 'games'));
const frame = (lang: string, title: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title><script src="/assets/boot.js"></script></head><body><div id="root"><h1>Frame</h1></div></body></html>`;
writeFileSync(path.join(built, 'index.html'), frame('en', 'Lobby'));
writeFileSync(path.join(built, 'games/[alias].html'), frame('en', 'Game'));
writeFileSync(path.join(built, 'games/[alias].de.html'), frame('de', 'Spiel'));
writeFileSync(
  path.join(built, 'shell.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  path.join(built, 'prerendered.json'),
  JSON.stringify({
    routes: [
      { pattern: '/', file: 'index.html' },
      { pattern: '/games/:alias', file: 'games/[alias].html', translations: { de: 'games/[alias].de.html' } },
    ],
    fallback: 'shell.html',
  }),
);
writeFileSync(
  path.join(built, 'server/render.mjs'),
  `export function createPageRenderer(distDir) {
    return async ({ url, language, siteUrl, answer }) => {
      const alias = /^\\/games\\/([^/?]+)/.exec(url)?.[1];
      if (alias === 'slow') return new Promise(() => {});
      if (alias === 'broken') throw new Error('the renderer broke');
      if (alias === undefined) return undefined;
      const game = await answer('/games/' + alias);
      if (game === undefined) return undefined;
      const asked = { url, language: language ?? null, siteUrl, distDir, profile: await answer('/me?withProfile=true') ?? null };
      return {
        html: '<!doctype html><html lang="' + (language ?? 'en') + '"><head><title>' + game.data.name +
          '</title><script src="/assets/boot.js"></script></head><body><h1>' + game.data.name + '</h1>' +
          '<script type="application/json" id="asked">' + JSON.stringify(asked) + '</script></body></html>',
      };
    };
  }
`,
);

describe('documents the web build renders per request', () => {
  const { app } = createTestApp({ config: { webDistDir: built } });
  const firstGame = async () => {
    const answer = (await (await app.request('/api/games?per_page=1')).json()) as {
      data: { items: { alias: string; name: string }[] };
    };
    return answer.data.items[0] as { alias: string; name: string };
  };
  const asked = (html: string) =>
    JSON.parse(html.match(/<script type="application\/json" id="asked">(.*?)<\/script>/)?.[1] ?? 'null') as {
      url: string;
      language: string | null;
      siteUrl: string;
      distDir: string;
      profile: unknown;
    };

  it('sends the rendered page in place of the frame, made as every document: answers inlined, revalidated', async () => {
    const game = await firstGame();
    const res = await app.request(`/games/${game.alias}?from=lobby`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    const html = await res.text();
    expect(html).toContain(`<h1>${game.name}</h1>`);
    expect(html).toContain('id="inlined-answers"');
    expect(asked(html)).toEqual({
      url: `/games/${game.alias}?from=lobby`,
      language: null,
      siteUrl: 'http://casino.test',
      distDir: built,
      // A call whose answer depends on the visitor is never answered for a render.
      profile: null,
    });
  });

  it("renders in the language of the frame the visitor's cookie picks", async () => {
    const game = await firstGame();
    const cookie = (value: string) => ({ headers: { Cookie: `casino_lang=${value}` } });
    expect(asked(await (await app.request(`/games/${game.alias}`, cookie('de'))).text()).language).toBe('de');
    // No frame in that language: the default one, as the frame would be.
    expect(asked(await (await app.request(`/games/${game.alias}`, cookie('fr'))).text()).language).toBeNull();
  });

  it.each([
    { case: 'a page the renderer does not render', url: '/', heading: '<h1>Frame</h1>' },
    { case: 'a game nobody knows', url: '/games/no-such-game', heading: '<h1>Frame</h1>' },
    { case: 'a path without a frame', url: '/user/bets', heading: '<div id="root"></div>' },
  ])('sends the build’s document for $case', async ({ url, heading }) => {
    const html = await (await app.request(url)).text();
    expect(html).toContain(heading);
    expect(html).not.toContain('id="asked"');
  });

  it('sends the frame when a render fails, and says so in the log', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await (await app.request('/games/broken')).text()).toContain('<h1>Frame</h1>');
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('/games/broken failed'), expect.any(Error));
    } finally {
      errors.mockRestore();
    }
  });

  it('never serves the server bundle itself', async () => {
    expect((await app.request('/server/render.mjs')).status).toBe(404);
  });
});

describe('a web build without a renderer', () => {
  const plain = mkdtempSync(path.join(tmpdir(), 'casino-web-unrendered-'));
  afterAll(() => rmSync(plain, { recursive: true, force: true }));
  mkdirSync(path.join(plain, 'games'));
  writeFileSync(path.join(plain, 'games/[alias].html'), frame('en', 'Game'));
  writeFileSync(path.join(plain, 'shell.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(plain, 'prerendered.json'),
    JSON.stringify({ routes: [{ pattern: '/games/:alias', file: 'games/[alias].html' }], fallback: 'shell.html' }),
  );
  const { app } = createTestApp({ config: { webDistDir: plain } });

  it('sends the frames, as a static host does', async () => {
    expect(await (await app.request('/games/anything')).text()).toContain('<h1>Frame</h1>');
  });
});

describe('renderedDocuments', () => {
  const ask = async () => new Response('{}', { status: 404 });

  it('gives up on a render that takes too long: the frame goes out, and the log says so', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const render = renderedDocuments({
        renderer: async () => () => new Promise(() => {}),
        siteUrl: 'http://casino.test',
        ask,
        maxMs: 10,
      });
      await expect(render({ url: '/games/slow', language: undefined })).resolves.toBeUndefined();
      expect(warnings).toHaveBeenCalledWith(expect.stringContaining('/games/slow took more than 10 ms'));
    } finally {
      warnings.mockRestore();
    }
  });

  it('has nothing to send without a renderer', async () => {
    const render = renderedDocuments({ renderer: async () => undefined, siteUrl: 'http://casino.test', ask });
    await expect(render({ url: '/games/x', language: undefined })).resolves.toBeUndefined();
  });
});
