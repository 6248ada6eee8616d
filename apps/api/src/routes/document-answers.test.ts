import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

const built = mkdtempSync(path.join(tmpdir(), 'casino-web-game-answers-'));
writeFileSync(
  path.join(built, 'index.html'),
  '<!doctype html><html><head><title>Casino</title></head><body></body></html>',
);
afterAll(() => rmSync(built, { recursive: true, force: true }));

const inlined = async (res: Response) => {
  const json = (await res.text()).match(/<script type="application\/json" id="inlined-answers">(.*?)<\/script>/)?.[1];
  return JSON.parse(json ?? 'null') as Record<string, { status: string; data: { alias?: string } }>;
};

describe("a game page's document carries the game", () => {
  const { app } = createTestApp({ config: { webDistDir: built } });
  const firstGame = async () => {
    const answer = (await (await app.request('/api/games?per_page=1')).json()) as {
      data: { items: { alias: string }[] };
    };
    return answer.data.items[0]?.alias as string;
  };

  it('inlines GET /games/{alias} as the client asks for it, beside the site settings', async () => {
    const alias = await firstGame();
    const answers = await inlined(await app.request(`/games/${encodeURIComponent(alias)}`));
    expect(Object.keys(answers).sort()).toEqual([`/games/${encodeURIComponent(alias)}`, '/site']);
    const game = answers[`/games/${encodeURIComponent(alias)}`];
    expect(game).toMatchObject({ status: 'success', data: { alias } });
    // The same envelope the API itself answers.
    expect(game).toEqual(await (await app.request(`/api/games/${encodeURIComponent(alias)}`)).json());
  });

  it.each([
    ['an unknown game: the page asks and shows its not-found state', '/games/no-such-game'],
    ['any other page', '/categories/slots'],
    ['a path below a game', '/games/a/b'],
    ['an alias holding an encoded slash', '/games/a%2Fb'],
  ])('inlines no game for %s', async (_case, url) => {
    expect(Object.keys(await inlined(await app.request(url)))).toEqual(['/site']);
  });

  it('makes no document for an alias that is no valid escape: the path is refused first', async () => {
    const res = await app.request('/games/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain('inlined-answers');
  });
});

describe("a page's first calls travel with its document when anyone gets the same answer", () => {
  const withManifest = mkdtempSync(path.join(tmpdir(), 'casino-web-first-calls-'));
  writeFileSync(
    path.join(withManifest, 'index.html'),
    '<!doctype html><html><head><title>Casino</title></head><body></body></html>',
  );
  const firstCalls = [
    '/games/categories',
    '/games/group/popular?limit=2',
    '/games/group/no-such-group?limit=2',
    '/games?per_page=1&page=1',
    '/tournaments',
    '/me?withProfile=true',
  ];
  writeFileSync(
    path.join(withManifest, 'prerendered.json'),
    JSON.stringify({
      routes: [
        { pattern: '/', file: 'index.html', translations: {}, firstCalls },
        { pattern: '/support', file: 'index.html', translations: {}, firstCalls: [] },
      ],
      fallback: 'index.html',
    }),
  );
  afterAll(() => rmSync(withManifest, { recursive: true, force: true }));
  const { app } = createTestApp({ config: { webDistDir: withManifest } });

  it("inlines the catalogue's answers the page asks for first, each as the API answers it", async () => {
    const answers = await inlined(await app.request('/'));
    expect(Object.keys(answers).sort()).toEqual(
      ['/games/categories', '/games/group/popular?limit=2', '/games?per_page=1&page=1', '/site'].sort(),
    );
    for (const call of ['/games/categories', '/games/group/popular?limit=2', '/games?per_page=1&page=1']) {
      expect(answers[call]).toEqual(await (await app.request(`/api${call}`)).json());
    }
  });

  it('leaves out a call that fails, and any call whose answer depends on the visitor: the page asks for those', async () => {
    const answers = await inlined(await app.request('/'));
    expect(answers).not.toHaveProperty(['/games/group/no-such-group?limit=2']);
    expect(answers).not.toHaveProperty(['/tournaments']);
    expect(answers).not.toHaveProperty(['/me?withProfile=true']);
  });

  it('inlines no first call on a page that lists none', async () => {
    expect(Object.keys(await inlined(await app.request('/support')))).toEqual(['/site']);
  });
});
