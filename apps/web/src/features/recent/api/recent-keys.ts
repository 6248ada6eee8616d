/** Every query key of the recent games, built only here. */
export const recentKeys = {
  all: ['recent'] as const,
  /** A player's list, kept by the server. */
  player: () => [...recentKeys.all, 'player'] as const,
  /** A visitor's list, kept in this browser. */
  visitor: () => [...recentKeys.all, 'visitor'] as const,
};
