import { type APIRequestContext, test as withoutApp } from '@playwright/test';
import { collectProblems, frameReplaced, unresolvedIdReferences, watchFrameReplacement } from './hydration';
import { expect, test } from './test';

/**
 * The reference API makes the document of a category's and a game's page for that page, with the build's own
 * renderer: search engines and link previews, which run no script, read its title, heading, description, canonical
 * and Open Graph tags and its first games from the HTML, in the visitor's language; the browser then hydrates it
 * without a mismatch.
 */

/** The names of the first games of a category, as the category page's first call asks the API for them. */
async function firstGamesOf(request: APIRequestContext, category: string, count: number): Promise<string[]> {
  const res = await request.get('/api/games', {
    params: {
      page: 1,
      per_page: 24,
      'filters[0][field]': 'categories.alias',
      'filters[0][operator]': '=',
      'filters[0][value]': category,
    },
  });
  const { data } = (await res.json()) as { data: { items: { name: string }[] } };
  return data.items.slice(0, count).map((game) => game.name);
}

const PAGES = [
  {
    url: '/categories/popular',
    language: 'en',
    title: 'Popular Games · Royale Casino',
    heading: 'Popular Games',
    description: /^Popular Games at Royale Casino: [\d,]+ games, among them .+, and .+\.$/,
  },
  {
    url: '/categories/popular',
    language: 'de',
    title: 'Beliebte Spiele · Royale Casino',
    heading: 'Beliebte Spiele',
    description: /^Beliebte Spiele bei Royale Casino: [\d.]+ Spiele, darunter .+ und .+\.$/,
  },
  {
    url: '/games/phantom-riches',
    language: 'en',
    title: 'Phantom Riches · Royale Casino',
    heading: 'Phantom Riches',
    description: /^Play Phantom Riches by Granite Peak Games at Royale Casino\. Categories: Popular Games and Slots\.$/,
  },
  {
    url: '/games/phantom-riches',
    language: 'de',
    title: 'Phantom Riches · Royale Casino',
    heading: 'Phantom Riches',
    description:
      /^Spielen Sie Phantom Riches von Granite Peak Games bei Royale Casino\. Kategorien: Beliebte Spiele und Slots\.$/,
  },
];

withoutApp.describe('the document of a category and a game, read with JavaScript off', () => {
  withoutApp.use({ javaScriptEnabled: false });

  for (const { url, language, title, heading, description } of PAGES) {
    withoutApp(`${url} in ${language === 'de' ? 'German' : 'English'}`, async ({ page, context, baseURL }) => {
      // The cookie the boot script keeps for a visitor who chose German: the server answers in that language.
      if (language === 'de') await context.addCookies([{ name: 'casino_lang', value: 'de', url: baseURL }]);
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const meta = (selector: string) => page.locator(`head ${selector}`);
      await expect(meta('meta[name="description"]')).toHaveAttribute('content', description);
      await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${url}`);
      await expect(meta('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(meta('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}${url}`);
      await expect(meta('meta[property="og:site_name"]')).toHaveAttribute('content', 'Royale Casino');
      await expect(meta('meta[property="og:type"]')).toHaveAttribute('content', 'website');
      await expect(meta('meta[property="og:description"]')).toHaveAttribute('content', description);
    });
  }

  withoutApp(
    'a category’s first games are cards in the document, and its menu link is current',
    async ({ page, request }) => {
      await page.goto('/categories/slots');
      const grid = page.getByRole('main').getByRole('list', { name: 'Slots' });
      await expect(grid.getByRole('listitem')).toHaveCount(24);
      for (const name of await firstGamesOf(request, 'slots', 3)) {
        await expect(grid.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(
        page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Slots' }),
      ).toHaveAttribute('aria-current', 'page');
    },
  );

  withoutApp(
    'a game’s document shows its artwork as an absolute Open Graph image, and in the page',
    async ({ page, baseURL }) => {
      await page.goto('/games/phantom-riches');
      await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${baseURL}/cdn/games/phantom-riches.svg`,
      );
      await expect(page.getByRole('main').locator('img[src$="/cdn/games/phantom-riches.svg"]')).toBeVisible();
    },
  );

  for (const { url, title } of [
    { url: '/categories/no-such-category', title: 'Royale Casino' },
    { url: '/games/no-such-game', title: 'Game · Royale Casino' },
  ]) {
    withoutApp(`${url}, which nobody knows, gets the frame for every alias, named for no page`, async ({ page }) => {
      await page.goto(url);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
      await expect(page.locator('head meta[property^="og:"]')).toHaveCount(0);
    });
  }
});

test.describe('the document of a category and a game, hydrated', () => {
  for (const { url, language, title, heading } of PAGES) {
    test(`${url} in ${language === 'de' ? 'German' : 'English'} hydrates without a warning and works`, async ({
      page,
      context,
      baseURL,
    }) => {
      if (language === 'de') {
        await context.addCookies([{ name: 'casino_lang', value: 'de', url: baseURL }]);
        await page.addInitScript(() => localStorage.setItem('casino.language', 'de'));
      }
      const problems = collectProblems(page);
      await watchFrameReplacement(page);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/games')) calls.push(request.url());
      });
      await page.goto(url);
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      expect(await frameReplaced(page)).toBe(false);
      expect(problems).toEqual([]);
      expect(await unresolvedIdReferences(page)).toEqual([]);
      // The app started from the data the document was rendered with: it asked the catalogue for nothing.
      expect(calls).toEqual([]);
    });
  }

  test('a category’s cards work once hydrated: a card leads to its game', async ({ page, request }) => {
    const problems = collectProblems(page);
    await page.goto('/categories/slots');
    const [first = ''] = await firstGamesOf(request, 'slots', 1);
    await page.getByRole('main').getByRole('link', { name: first, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
    await expect(page).toHaveTitle(`${first} · Royale Casino`);
    expect(problems).toEqual([]);
  });

  for (const { url, notFound } of [
    { url: '/categories/no-such-category', notFound: 'Category not found' },
    { url: '/games/no-such-game', notFound: 'Game not found' },
  ]) {
    test(`${url} hydrates the frame for every alias without a warning, then says it is not found`, async ({ page }) => {
      const problems = collectProblems(page);
      await watchFrameReplacement(page);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: notFound })).toBeVisible();
      expect(await frameReplaced(page)).toBe(false);
      expect(problems).toEqual([]);
    });
  }
});
