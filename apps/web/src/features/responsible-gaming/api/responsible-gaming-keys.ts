/** Every query key of the responsible-gaming tools, built only here; `all` is what a deposit invalidates. */
export const responsibleGamingKeys = {
  all: ['responsible-gaming'] as const,
  tools: () => [...responsibleGamingKeys.all, 'tools'] as const,
  /** The play time of the session started at `since`, for the reality check. */
  playSession: (since: string | null) => [...responsibleGamingKeys.all, 'play-session', since] as const,
};
