import { RECENT_GAMES_LIMIT } from '../limits';
import { boundedString, urlSafeString } from '../text-fields';
import { z } from '../zod';

/** docs/product.md#entities: `is_public` 1 means public; only public categories are shown. */
export const categorySchema = z.object({
  id: z.number().check(z.int()),
  alias: z.string(),
  name: z.string(),
  /** A lucide icon name; the UI falls back to `gamepad-2`. */
  img: z.nullable(z.string()),
  is_public: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const providerSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
});
export type Provider = z.infer<typeof providerSchema>;

export const gameCategoryRefSchema = z.pick(categorySchema, { id: true, alias: true, name: true });
export type GameCategoryRef = z.infer<typeof gameCategoryRefSchema>;

export const gameSchema = z.object({
  id: z.number().check(z.int()),
  alias: z.string(),
  name: z.string(),
  /** Provider name. */
  provider: z.string(),
  categories: z.array(gameCategoryRefSchema),
  /** A path relative to the content-delivery host, or a full URL when it starts with `http` (docs/product.md#lobby-and-search). */
  image: z.string(),
});
export type Game = z.infer<typeof gameSchema>;
export const gameListSchema = z.array(gameSchema);

/** A home section's configuration (docs/product.md#lobby-and-search); `maxGames` is 16 (docs/product.md#paging-and-sizes). */
export const homeSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  categoryAlias: z.string(),
  maxGames: z._default(z.number().check(z.int(), z.positive()), 16),
  enabled: z.boolean(),
  icon: z.string(),
});
export type HomeSection = z.infer<typeof homeSectionSchema>;

export const gameLaunchBodySchema = z
  .object({
    gameId: z.optional(z.number().check(z.int(), z.positive())),
    alias: z.optional(urlSafeString('alias', 'alias')),
    ip: z.optional(boundedString('ip', 'ip').check(z.regex(/^[0-9A-Fa-f:.]+$/, 'ip must be an IP address'))),
  })
  .check(z.refine((b) => b.gameId !== undefined || b.alias !== undefined, { message: 'gameId or alias is required' }));
export type GameLaunchBody = z.infer<typeof gameLaunchBodySchema>;

export const gameLaunchSchema = z.object({ url: z.string() });
export type GameLaunch = z.infer<typeof gameLaunchSchema>;

export const favoriteBodySchema = z.object({ gameId: z.number().check(z.int(), z.positive()) });

export { RECENT_GAMES_LIMIT };

/** A visitor's recently played games (newest first), handed to the account at login (docs/product.md#game-page-and-play). */
export const recentGamesHandoverBodySchema = z.object({
  aliases: z.array(urlSafeString('alias', 'alias')).check(z.maxLength(RECENT_GAMES_LIMIT)),
});
export type RecentGamesHandoverBody = z.infer<typeof recentGamesHandoverBodySchema>;
