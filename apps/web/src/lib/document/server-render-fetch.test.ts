import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeringCalls, serverRenderFetch } from './server-render-fetch';

const answers: Record<string, unknown> = {
  '/games/categories': { status: 'success', data: [], message: '' },
};
const answer = async (call: string) => answers[call];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('serverRenderFetch', () => {
  it.each([
    { base: '/api', url: '/api/games/categories', status: 200 },
    { base: '/api/', url: '/api/games/categories', status: 200 },
    { base: 'https://api.casino.test', url: 'https://api.casino.test/games/categories', status: 200 },
    { base: '/api', url: '/api/games/providers', status: 404 },
    { base: '/api', url: '/apix/games/categories', status: 404 },
    { base: '/api', url: 'https://elsewhere.test/api/games/categories', status: 404 },
  ])('while answering, $url with the API at $base: $status', async ({ base, url, status }) => {
    const response = await answeringCalls(answer, () => serverRenderFetch(base)(url));
    expect(response.status).toBe(status);
    const body = await response.json();
    if (status === 200) expect(body).toEqual(answers['/games/categories']);
    else expect(body).toMatchObject({ status: 'error', data: null });
  });

  it('outside a render, asks the global fetch (the build records a page’s calls through it)', async () => {
    const global = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', global);
    await serverRenderFetch('/api')('/api/games/categories');
    expect(global).toHaveBeenCalledWith('/api/games/categories', undefined);
  });

  it('stops answering when the render ends, however it ends', async () => {
    const global = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', global);
    await expect(
      answeringCalls(answer, async () => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    await serverRenderFetch('/api')('/api/games/categories');
    expect(global).toHaveBeenCalledOnce();
  });
});
