import type { Game, Paged } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

describe('generated thumbnails', () => {
  const { app } = createTestApp();

  it('draws the same SVG for a game every time, with its name and provider, cached for long', async () => {
    const page = (await (await app.request('/api/games?per_page=1')).json()) as { data: Paged<Game> };
    const game = page.data.items[0] as Game;
    const first = await app.request(`/cdn/${game.image}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(first.headers.get('Cache-Control')).toMatch(/max-age=31536000/);
    const svg = await first.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="300" height="400"/);
    expect(svg).toContain(game.provider);
    expect(svg).toContain(game.name.split(' ')[0]);
    expect(await (await app.request(`/cdn/${game.image}`)).text()).toBe(svg);

    const etag = first.headers.get('ETag') ?? '';
    expect((await app.request(`/cdn/${game.image}`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('answers 404 for an unknown alias or a non-SVG name', async () => {
    expect((await app.request('/cdn/games/no-such-game.svg')).status).toBe(404);
    expect((await app.request('/cdn/games/../../etc/passwd')).status).toBe(404);
  });

  it('draws promotion banners for the seeded promotions', async () => {
    const res = await app.request('/cdn/promotions/welcome-bonus.svg');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Welcome Bonus');
  });
});
