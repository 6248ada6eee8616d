import type { Game } from '@casino/api-contract';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { Params } from 'react-router';
import { paths } from '@/config/paths';
import { type CachedCategoryPage, cachedCategoryPage, categoryName } from '@/features/catalogue';
import { gameQuery } from '@/features/lobby';
import { gameImageUrl } from '@/lib/game-image';

/** What a rendered document says about its page besides its title (document-head.ts writes it). */
export type PageHead = {
  /** One honest sentence about the page, for search results and link previews. */
  description: string;
  /** The page's own address, path and query, as search engines should know it. */
  canonicalPath: string;
  /** The page's picture as the page draws it (a game's artwork), relative or absolute. */
  image?: string;
};

export type PageHeadContext = {
  /** The data the page was rendered from. */
  queryClient: QueryClient;
  params: Params;
  search: URLSearchParams;
  /** The UI catalogue, for names the page shows (a category's). */
  t: TFunction;
  /** The document head's own texts (lib/i18n/en-document-head.ts). */
  headT: TFunction<'documentHead'>;
  /** Joins names as the language lists them ("A, B, and C", "A, B und C"). */
  list: Intl.ListFormat;
  siteName: string;
};

/** How many of a category's games its description names. */
export const EXAMPLE_GAMES = 3;

export function categoryDescription(
  { name, games }: Pick<CachedCategoryPage, 'name' | 'games'>,
  { headT, list, siteName }: Pick<PageHeadContext, 'headT' | 'list' | 'siteName'>,
): string {
  const examples = (games?.items ?? []).slice(0, EXAMPLE_GAMES).map((game) => game.name);
  if (!games || games.totalItems === 0 || examples.length === 0) {
    return headT('categoryWithoutGames', { category: name, site: siteName });
  }
  return headT('category', {
    category: name,
    site: siteName,
    count: games.totalItems,
    examples: list.format(examples),
  });
}

export function gameDescription(
  game: Pick<Game, 'name' | 'provider' | 'categories'>,
  { t, headT, list, siteName }: Pick<PageHeadContext, 't' | 'headT' | 'list' | 'siteName'>,
): string {
  const values = { game: game.name, provider: game.provider, site: siteName };
  if (game.categories.length === 0) return headT('gameWithoutCategories', values);
  return headT('game', { ...values, categories: list.format(game.categories.map((c) => categoryName(c, t))) });
}

/** `/categories/{alias}`: a category the catalogue knows, with its games; none for an alias it does not know. */
function categoryHead(context: PageHeadContext): PageHead | undefined {
  const { queryClient, params, search, t } = context;
  const category = cachedCategoryPage(queryClient, params.alias ?? '', search, t);
  if (!category) return undefined;
  return {
    description: categoryDescription(category, context),
    // Each page of the list is a page of its own; a provider filter is only a view of the category.
    canonicalPath: `${paths.category(category.alias)}${category.page > 1 ? `?page=${category.page}` : ''}`,
  };
}

/** `/games/{alias}`: a game that exists; none for an alias nobody knows. */
function gameHead(context: PageHeadContext): PageHead | undefined {
  const game = context.queryClient.getQueryData(gameQuery(context.params.alias ?? '').queryKey);
  if (!game) return undefined;
  return {
    description: gameDescription(game, context),
    canonicalPath: paths.game(game.alias),
    image: gameImageUrl(game.image),
  };
}

/**
 * The pages a server renders per request, each with what its document says about it. Only these: they are where
 * search traffic lands, and each names one thing the build's frame cannot know. Their data is the same for every
 * visitor, so the server can render them from its own API.
 */
export const PAGE_HEADS: Record<string, (context: PageHeadContext) => PageHead | undefined> = {
  '/categories/:alias': categoryHead,
  '/games/:alias': gameHead,
};
