/** A game category as the API sends it (docs/product.md#entities); `created_at` and `updated_at` are not needed here. */
export type CategoryBarCategory = {
  id: number;
  /** URL-safe name, e.g. `slots`: the filter value and the `/categories/{alias}` segment (docs/product.md#routes). */
  alias: string;
  /** Display name. */
  name: string;
  /** A lucide icon name such as `flame`; `null` or an unknown name shows the default icon (docs/product.md#entities). */
  img: string | null;
  /** 1 for public; only public categories are shown (docs/product.md#entities). */
  is_public: 0 | 1;
};

/** docs/product.md#entities: a category without an icon, or with one the product does not know, shows `gamepad-2`. */
export const DEFAULT_CATEGORY_ICON = 'gamepad-2';

/** docs/product.md#entities: only categories with `is_public` 1 are shown. Keeps the server's order. */
export function publicCategories<Category extends Pick<CategoryBarCategory, 'is_public'>>(
  categories: readonly Category[],
): Category[] {
  return categories.filter((category) => category.is_public === 1);
}

/**
 * The registry key for an icon name as the back office may type it: lucide's kebab case (`circle-dot`), or the
 * component name (`CircleDot`, `Gamepad2`), with stray spaces or underscores. `null` and blanks give the default.
 */
export function categoryIconKey(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') return DEFAULT_CATEGORY_ICON;
  return trimmed
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

/**
 * Where focus goes in the bar after a key press (one tab stop, arrows move, Home and End jump, WAI-ARIA toolbar
 * pattern). Arrows wrap around; in a right-to-left page the arrows follow the visual direction. `null` means the key
 * is not the bar's, so the browser keeps its default.
 */
export function rovingFocusIndex(
  key: string,
  current: number,
  count: number,
  direction: 'ltr' | 'rtl' = 'ltr',
): number | null {
  if (count <= 0) return null;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
