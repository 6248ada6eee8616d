/** Every query key of the lobby, built only here: its hooks, the route loaders and any invalidation use these. */
export const lobbyKeys = {
  all: ['lobby'] as const,
  /** A home page section: the first `limit` games of a category. */
  section: (alias: string, limit: number) => [...lobbyKeys.all, 'section', alias, limit] as const,
  game: (alias: string) => [...lobbyKeys.all, 'game', alias] as const,
};
