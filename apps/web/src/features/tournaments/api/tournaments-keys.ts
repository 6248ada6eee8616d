/** Every query key of the tournaments, built only here. */
export const tournamentsKeys = {
  all: ['tournaments'] as const,
  list: () => [...tournamentsKeys.all, 'list'] as const,
};
