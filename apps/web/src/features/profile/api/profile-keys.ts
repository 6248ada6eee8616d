/** Every query key of the profile, built only here. */
export const profileKeys = {
  all: ['profile'] as const,
  /** The player with their personal details (`/me?withProfile=true`). */
  player: () => [...profileKeys.all, 'player'] as const,
};
