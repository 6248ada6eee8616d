import type { HomeSection } from '@casino/api-contract';
import { HOME_SECTION_MAX_GAMES } from '@/config/constants';

/**
 * The home sections (docs/product.md#lobby-and-search), in order; `title` is a catalogue key under `home.sections`. Checked against the contract's
 * schema by home-sections.test.ts rather than at start-up, which would put zod on the first page (docs/architecture.md#the-answer-check).
 */
export const HOME_SECTIONS: readonly HomeSection[] = [
  {
    id: 'popular',
    title: 'popular',
    categoryAlias: 'popular',
    maxGames: HOME_SECTION_MAX_GAMES,
    enabled: true,
    icon: 'flame',
  },
  {
    id: 'new-releases',
    title: 'new-releases',
    categoryAlias: 'new-releases',
    maxGames: HOME_SECTION_MAX_GAMES,
    enabled: true,
    icon: 'sparkles',
  },
  {
    id: 'slots',
    title: 'slots',
    categoryAlias: 'slots',
    maxGames: HOME_SECTION_MAX_GAMES,
    enabled: true,
    icon: 'cherry',
  },
  {
    id: 'casual',
    title: 'casual',
    categoryAlias: 'casual',
    maxGames: HOME_SECTION_MAX_GAMES,
    enabled: true,
    icon: 'puzzle',
  },
];
