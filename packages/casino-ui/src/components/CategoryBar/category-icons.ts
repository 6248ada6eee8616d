import {
  Cherry,
  CircleDot,
  Club,
  Crown,
  Diamond,
  Dices,
  Flame,
  Gamepad2,
  LayoutGrid,
  type LucideIcon,
  Puzzle,
  Rocket,
  Spade,
  Sparkles,
  Star,
  Table2,
  Trophy,
  Users,
  Video,
  Zap,
} from 'lucide-react';
import { categoryIconKey, DEFAULT_CATEGORY_ICON } from './category-bar-logic';

/**
 * The category icons the product can show, by lucide name (the `img` field of a category, docs/product.md#entities). Only these are
 * bundled: importing lucide's full name-to-icon map would ship every icon (over a thousand) to every visitor.
 *
 * A brand that needs another icon adds one line here, importing it by its component name from `lucide-react`
 * (`'party-popper': PartyPopper`), and sets that name as the category's `img` in the back office. Names not listed
 * show `gamepad-2`.
 */
export const categoryIcons = {
  cherry: Cherry,
  'circle-dot': CircleDot,
  club: Club,
  crown: Crown,
  diamond: Diamond,
  dices: Dices,
  flame: Flame,
  'gamepad-2': Gamepad2,
  'layout-grid': LayoutGrid,
  puzzle: Puzzle,
  rocket: Rocket,
  spade: Spade,
  sparkles: Sparkles,
  star: Star,
  // Table games: a table, not the grid that stands for All Games (docs/product.md#lobby-and-search).
  'table-2': Table2,
  trophy: Trophy,
  users: Users,
  video: Video,
  zap: Zap,
} as const satisfies Record<string, LucideIcon>;

/** A name the registry knows. */
export type CategoryIconName = keyof typeof categoryIcons;

/** Every registered icon name, for stories and for a back office's icon picker. */
export const categoryIconNames = Object.keys(categoryIcons) as CategoryIconName[];

const isRegistered = (key: string): key is CategoryIconName => Object.hasOwn(categoryIcons, key);

/** The icon for a category's `img`: the registered one, else `gamepad-2` (docs/product.md#entities), never an error. */
export function categoryIcon(name: string | null | undefined): LucideIcon {
  const key = categoryIconKey(name);
  return isRegistered(key) ? categoryIcons[key] : categoryIcons[DEFAULT_CATEGORY_ICON];
}
