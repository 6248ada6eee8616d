/** Every query key of the session, built only here. */
export const authKeys = {
  all: ['auth'] as const,
  /** The signed-in player with their profile: the one copy the header, the balance and the profile page read. */
  player: () => [...authKeys.all, 'player'] as const,
};
