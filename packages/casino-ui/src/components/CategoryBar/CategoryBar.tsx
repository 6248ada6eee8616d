import { clsx } from 'clsx';
import { type KeyboardEvent, type MouseEvent, useRef, useState } from 'react';
import { useCasinoMessages, useTextDirection } from '../../theme/i18n';
import { useLinkComponent } from '../../theme/link';
import * as styles from './CategoryBar.css';
import { type CategoryBarCategory, publicCategories, rovingFocusIndex } from './category-bar-logic';
import { categoryIcon } from './category-icons';

export type CategoryBarDesktopLayout = (typeof styles.categoryBarDesktopLayouts)[number];

export type CategoryBarProps = {
  /** The categories from the API, in display order; only public ones (`is_public` 1) are shown (docs/product.md#entities). */
  categories: readonly CategoryBarCategory[];
  /**
   * Alias of the chosen category; `null` is the first button ("All Games"), meaning no category filter (docs/product.md#dialogs-and-widgets).
   * @default null
   */
  selected?: string | null;
  /**
   * Called with the alias of the category the user picks, or `null` for the first button. Not called when the
   * already chosen one is pressed again.
   * @default undefined
   */
  onSelect?: (alias: string | null) => void;
  /**
   * Makes every entry a link to this address (rendered through the app's link component), for category pages;
   * `null` is the first entry. The chosen one is marked `aria-current="page"`. Without it the entries are buttons.
   * @default undefined
   */
  getHref?: (alias: string | null) => string;
  /**
   * Text of the first entry, which clears the category filter: "All Games", or "Lobby" on the home page (docs/product.md#dialogs-and-widgets).
   * @default 'All Games'
   */
  allLabel?: string;
  /**
   * Icon name (from the category icon registry) of the first entry.
   * @default 'layout-grid'
   */
  allIcon?: string;
  /**
   * Shows the loading text instead of the categories; the first entry stays usable.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Text shown and announced while the categories load (docs/product.md#dialogs-and-widgets).
   * @default 'Loading categories...'
   */
  loadingLabel?: string;
  /**
   * Accessible name of the toolbar.
   * @default 'Game categories'
   */
  label?: string;
  /**
   * From the desktop breakpoint on: wrap onto more rows, or keep one row that scrolls (with a thin scrollbar, as a
   * mouse cannot swipe). Phones always scroll sideways without a scrollbar.
   * @default 'wrap'
   */
  desktopLayout?: CategoryBarDesktopLayout;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
};

type Entry = { key: string | null; label: string; icon: string | null };

const ALL_ICON = 'layout-grid';

const entryKey = (entry: Entry) => (entry.key === null ? 'all' : `category:${entry.key}`);

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A row of category filters (docs/product.md#dialogs-and-widgets): the first entry means all games, the others one category
 * each. It is a WAI-ARIA toolbar of toggle buttons (`aria-pressed`, exactly one pressed) rather than a radio group:
 * in a radio group the arrow keys would also choose, loading a new game list at every key press; here the arrows
 * only move focus and Enter or Space chooses. The bar is one tab stop: the arrow keys move between entries, Home and
 * End jump to the ends. With `getHref` the entries are links instead, the current one marked `aria-current="page"`.
 */
export function CategoryBar(props: CategoryBarProps) {
  const m = useCasinoMessages().categoryBar;
  const {
    categories,
    selected = null,
    onSelect,
    getHref,
    allLabel = m.all,
    allIcon = ALL_ICON,
    isLoading = false,
    loadingLabel = m.loading,
    label = m.label,
    desktopLayout = 'wrap',
    className,
  } = props;
  const Link = useLinkComponent();
  const direction = useTextDirection();
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  // The entry that last had focus keeps the tab stop, so Tab returns to where the user was (roving tabindex).
  const [focusedKey, setFocusedKey] = useState<string | null | undefined>(undefined);

  const entries: Entry[] = [
    { key: null, label: allLabel, icon: allIcon },
    ...(isLoading
      ? []
      : publicCategories(categories).map((category) => ({
          key: category.alias,
          label: category.name,
          icon: category.img,
        }))),
  ];
  const indexOf = (key: string | null | undefined) => entries.findIndex((entry) => entry.key === key);
  const tabStop = indexOf(focusedKey) >= 0 ? indexOf(focusedKey) : Math.max(0, indexOf(selected));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = itemRefs.current.indexOf(event.target as HTMLElement);
    if (current < 0) return;
    const next = rovingFocusIndex(event.key, current, entries.length, direction);
    if (next === null) return;
    event.preventDefault();
    itemRefs.current[next]?.focus();
  };

  itemRefs.current.length = entries.length;

  return (
    <div className={clsx(styles.root, className)}>
      <div
        role="toolbar"
        aria-label={label}
        aria-orientation="horizontal"
        className={styles.bar({ desktopLayout })}
        onKeyDown={onKeyDown}
      >
        {entries.map((entry, index) => {
          const isSelected = entry.key === selected;
          const Icon = categoryIcon(entry.icon);
          const common = {
            ref: (element: HTMLElement | null) => {
              itemRefs.current[index] = element;
            },
            className: styles.item,
            tabIndex: index === tabStop ? 0 : -1,
            'data-selected': isSelected || undefined,
            onFocus: () => setFocusedKey(entry.key),
          };
          const content = (
            <>
              <span className={styles.icon} aria-hidden="true">
                <Icon size={18} />
              </span>
              {entry.label}
            </>
          );
          return getHref ? (
            <Link
              key={entryKey(entry)}
              {...common}
              href={getHref(entry.key)}
              aria-current={isSelected ? 'page' : undefined}
              onClick={(event) => {
                // A ctrl/cmd/shift or middle click opens another tab; this page's filter stays as it is.
                if (!isSelected && !opensElsewhere(event)) onSelect?.(entry.key);
              }}
            >
              {content}
            </Link>
          ) : (
            <button
              key={entryKey(entry)}
              {...common}
              type="button"
              aria-pressed={isSelected}
              onClick={() => {
                if (!isSelected) onSelect?.(entry.key);
              }}
            >
              {content}
            </button>
          );
        })}
      </div>
      {isLoading ? (
        <span role="status" className={styles.loading}>
          {loadingLabel}
        </span>
      ) : null}
    </div>
  );
}
