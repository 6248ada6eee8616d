import { type Page, test as unpinnedTest } from '@playwright/test';
import { BRANDS } from './brands';
import { collectProblems, frameReplaced, unresolvedIdReferences, watchFrameReplacement } from './hydration';
import { expect, test, withoutApp } from './test';

/**
 * The lobby routes paint from the document. Their HTML holds the page frame before any script runs, the
 * app hydrates it without a mismatch, and then works as before.
 */
const FRAMES = [
  { url: '/', title: 'Lobby · Royale Casino', heading: /<h1[^>]*>Lobby<\/h1>/, categoryBar: true, loading: true },
  // The reference API renders a known category's and game's page with its data (e2e/page-documents.spec.ts).
  {
    url: '/categories/slots',
    title: 'Slots · Royale Casino',
    heading: /<h1[^>]*>Slots<\/h1>/,
    categoryBar: true,
    loading: false,
  },
  {
    url: '/games/phantom-riches',
    title: 'Phantom Riches · Royale Casino',
    heading: /<h1[^>]*>Phantom Riches<\/h1>/,
    categoryBar: false,
    loading: false,
  },
  // An alias nobody knows gets the frame prerendered for every alias: its heading is a skeleton until the app runs.
  {
    url: '/categories/no-such-category',
    title: 'Royale Casino',
    heading: /<h1[^>]*><span aria-hidden="true"/,
    categoryBar: true,
    loading: true,
  },
  {
    url: '/games/no-such-game',
    title: 'Game · Royale Casino',
    heading: /<h1[^>]*data-game-name-slot[^>]*><span>Game<\/span><\/h1>/,
    categoryBar: false,
    loading: true,
  },
];

test.describe('the document without scripts', () => {
  for (const { url, title, heading, categoryBar, loading } of FRAMES) {
    test(`${url} holds the header, menu, heading, ${loading ? 'skeletons' : 'content'} and cookie banner`, async ({
      request,
    }) => {
      const res = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-encoding']).toBe('br');
      const html = await res.text();
      expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toContain('aria-label="Main menu"');
      expect(html).toMatch(heading);
      expect(html.includes('role="status"')).toBe(loading);
      expect(html.includes('aria-label="Game categories"')).toBe(categoryBar);
      expect(html).toContain('We value your privacy');
      // The frame paints once parsed whole: the head waits for the body's last element, so nothing moves after.
      const [head = '', body = ''] = html.split('</head>');
      expect(head).toContain('<link rel="expect" href="#app-modules" blocking="render">');
      expect(body).toMatch(/<template id="app-modules">.*<\/template>\s*<\/body>/);
    });
  }

  test('any other client route gets the shell, which has no frame to hydrate', async ({ request }) => {
    const html = await (await request.get('/user/bets')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-prerendered-route');
  });

  for (const { brand, baseURL } of BRANDS) {
    test(`the ${brand} build prerenders its own brand`, async ({ request }) => {
      const name = brand === 'lagoon' ? 'Lagoon Play' : 'Royale Casino';
      const html = await (await request.get(`${baseURL}/`)).text();
      expect(html).toContain(`<title>Lobby · ${name}</title>`);
      expect(html).toContain(`Welcome to ${name}`);
    });
  }
});

/** Every `GET /api/site` the page sends. */
function watchSiteCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/site') calls.push(request.url());
  });
  return calls;
}

test.describe('hydrating the frame', () => {
  test('the lobby hydrates without a warning, keeps its frame, and shows its games', async ({ page }) => {
    const problems = collectProblems(page);
    const siteCalls = watchSiteCalls(page);
    await watchFrameReplacement(page);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Popular Games' }).locator('img')).toHaveCount(15);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await frameReplaced(page)).toBe(false);
    expect(problems).toEqual([]);
    // The See All cards, added once the games arrive, are described by their row's hydrated heading.
    await expect(page.getByRole('link', { name: 'See All' }).first()).toHaveAccessibleDescription('Popular Games');
    expect(await unresolvedIdReferences(page)).toEqual([]);
    // The document carried the site settings, so the app never asked for them.
    expect(siteCalls).toEqual([]);
  });

  test('the reference API writes the render-blocking boot script and stylesheets into the document', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const problems = collectProblems(page);
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    const inlinedSheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" type="text\/x-inlined">/g)].map(
      (m) => m[1],
    );
    expect(inlinedSheets.length).toBeGreaterThan(0);
    expect(html).not.toMatch(/<script src="\/assets\/boot-/);
    await expect(page.getByRole('region', { name: 'Popular Games' }).locator('img')).toHaveCount(15);
    // Neither fetched by the document nor again by the app's chunk loader; the CSP allowed the inline boot script.
    expect(fetched.filter((path) => path.startsWith('/assets/boot-') || inlinedSheets.includes(path))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a category hydrates without a warning, then names itself and lists its games', async ({ page }) => {
    const problems = collectProblems(page);
    await watchFrameReplacement(page);
    await page.goto('/categories/slots');
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await expect(page).toHaveTitle('Slots · Royale Casino');
    // The document was made for this category, so its menu shows the current link from the first paint on.
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Slots' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /^(?!See All)/ })
        .first(),
    ).toBeVisible();
    expect(await frameReplaced(page)).toBe(false);
    expect(problems).toEqual([]);
    expect(await unresolvedIdReferences(page)).toEqual([]);
  });

  test('a game page hydrates without a warning, then shows the game the document carried', async ({ page }) => {
    const problems = collectProblems(page);
    await watchFrameReplacement(page);
    const gameCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/games/')) gameCalls.push(request.url());
    });
    await page.goto('/games/phantom-riches');
    await expect(page.getByRole('heading', { level: 1, name: 'Phantom Riches' })).toBeVisible();
    await expect(page.getByRole('main').locator('img[src$="phantom-riches.svg"]')).toBeVisible();
    expect(await frameReplaced(page)).toBe(false);
    expect(problems).toEqual([]);
    expect(await unresolvedIdReferences(page)).toEqual([]);
    // The game's answer came inlined in the document, so its artwork needed no round trip.
    expect(gameCalls).toEqual([]);
  });
});

/**
 * The game page's document as a server that inlines the game's answer without rendering the page would send it: the
 * frame for every game (the reference API's for an alias it does not know), with that answer added to its block.
 */
async function serveUnrenderedGameDocument(page: Page, alias: string) {
  await page.route(`**/games/${alias}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const frame = await route.fetch({ url: new URL('/games/no-such-game', route.request().url()).href });
    const game = await (await page.request.get(`/api/games/${alias}`)).json();
    const html = (await frame.text()).replace(
      /(<script type="application\/json" id="inlined-answers">)(.*?)(<\/script>)/,
      (_, open: string, json: string, close: string) =>
        `${open}${JSON.stringify({ ...JSON.parse(json), [`/games/${alias}`]: game }).replace(/</g, '\\u003c')}${close}`,
    );
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = frame.headers();
    await route.fulfill({ status: 200, headers, body: html });
  });
}

test.describe('what the frame cannot know', () => {
  test('a game page asks for its artwork while the document loads, before any of the app runs', async ({ page }) => {
    await withoutApp(page);
    const artwork = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/cdn/games/phantom-riches.svg',
    );
    await page.goto('/games/phantom-riches');
    expect((await artwork).url()).toContain('/cdn/games/phantom-riches.svg');
    // The reference API rendered the page: its largest element is in the document, and needs none of the app.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const image = document.querySelector<HTMLImageElement>('main img[src$="phantom-riches.svg"]');
          return image ? image.complete && image.naturalWidth > 0 : 'no image';
        }),
      )
      .toBe(true);
  });

  test('a game page is headed by its game’s name before any of the app runs', async ({ page }) => {
    await withoutApp(page);
    await page.goto('/games/phantom-riches');
    await expect(page.getByRole('heading', { level: 1, name: 'Phantom Riches' })).toBeVisible();
  });

  test.describe('the frame for every game, with the game’s answer inlined but no page rendered', () => {
    // What a server sends that inlines the catalogue's answers without rendering pages (or the reference API when a
    // render fails): the boot script paints the game into the frame before any of the app runs.
    test.beforeEach(({ page }) => serveUnrenderedGameDocument(page, 'phantom-riches'));

    test('its artwork is asked for while the document loads, and painted into the placeholder', async ({ page }) => {
      await withoutApp(page);
      const artwork = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/cdn/games/phantom-riches.svg',
      );
      await page.goto('/games/phantom-riches');
      expect((await artwork).url()).toContain('/cdn/games/phantom-riches.svg');
      await expect
        .poll(() =>
          page.evaluate(() => {
            const placeholder = document.querySelector('[data-game-artwork-slot] > *');
            return placeholder ? getComputedStyle(placeholder).backgroundImage : 'no placeholder';
          }),
        )
        .toMatch(/^url\(".*\/cdn\/games\/phantom-riches\.svg"\)$/);
    });

    test('its heading names the game', async ({ page }) => {
      await withoutApp(page);
      await page.goto('/games/phantom-riches');
      await expect(page.getByRole('heading', { level: 1, name: 'Phantom Riches' })).toBeVisible();
      // The frame's generic title, which the markup keeps for hydration, is not shown beside it.
      await expect(page.getByRole('heading', { level: 1 }).getByText('Game', { exact: true })).toBeHidden();
    });
  });

  for (const url of ['/', '/games/phantom-riches']) {
    // Without the pinned clock, which replaces the page's `performance` and so its paint and resource timings.
    unpinnedTest(`${url}: the app's code is asked for only once the frame has painted`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      const { painted, firstModule } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        firstModule: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[\w-]+\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(firstModule).toBeGreaterThanOrEqual(painted);
    });
  }

  test('a visitor who already chose about cookies never sees the banner', async ({ page }) => {
    await withoutApp(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Lobby' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeHidden();
  });

  test('a visitor who chose German sees no English frame, then the German page without a warning', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('casino.language', 'de'));
    const problems = collectProblems(page);
    await withoutApp(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Lobby' })).toBeHidden();

    await page.unrouteAll();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Beliebte Spiele' }).locator('img')).toHaveCount(15);
    expect(problems).toEqual([]);
  });

  test('a visitor who chose German gets the German frame from the first byte, and it hydrates', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('casino.language', 'de'));
    const problems = collectProblems(page);
    // The first visit's boot script tells the server the stored choice in a cookie.
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'casino_lang')?.value).toBe('de');

    await withoutApp(page);
    const response = await page.reload();
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<html lang="de">/);
    expect(html).toContain('Willkommen bei Royale Casino');
    await expect(page.getByText('Willkommen bei Royale Casino')).toBeVisible();

    await page.unrouteAll();
    await watchFrameReplacement(page);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Beliebte Spiele' }).locator('img')).toHaveCount(15);
    expect(await frameReplaced(page)).toBe(false);
    expect(problems).toEqual([]);
  });

  test('a static host that answers every path with the lobby document still shows the right page', async ({ page }) => {
    const problems = collectProblems(page);
    await page.route('**/support', async (route) => {
      const lobby = await route.fetch({
        url: route
          .request()
          .url()
          .replace(/\/support$/, '/'),
      });
      await route.fulfill({ response: lobby });
    });
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Lobby' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
