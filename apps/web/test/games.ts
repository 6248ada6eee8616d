import type { Game } from '@casino/api-contract';

/** A seeded game as the API answers it, for tests of one game's page, card or buttons. */
export const PHANTOM_RICHES: Game = {
  id: 42,
  alias: 'phantom-riches',
  name: 'Phantom Riches',
  provider: 'Granite Peak Games',
  categories: [],
  image: 'games/phantom-riches.svg',
};
