import * as Popover from '@radix-ui/react-popover';
import { clsx } from 'clsx';
import { Gamepad2, Search } from 'lucide-react';
import { type ChangeEvent, type KeyboardEvent, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import { POPOVER_DIRECTION_THRESHOLD, type PopoverDirection, popoverDirection } from '../../private/popover-direction';
import { searchBox, searchBoxIcon, searchBoxInput } from '../../private/search-box.css';
import { useCasinoLocale, useCasinoMessages } from '../../theme/i18n';
import { formatPlural } from '../../theme/messages';
import { SpinnerGlyph } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SearchPopover.css';
import { DEFAULT_MAX_RESULTS, DEFAULT_MIN_CHARS, isSearchableTerm, moveActiveIndex } from './search-popover-logic';

/** One game in the popover's list. */
export type SearchPopoverResult = {
  /** Unique among the results; used for keys and option ids. */
  id: string | number;
  /** The game's name, the option's main text. */
  name: string;
  /** The provider, shown under the name. */
  provider?: string;
  /** Small artwork, already resolved against the CDN (`resolveImageUrl`). A placeholder shows when missing. */
  imageSrc?: string;
  /** Where the game lives, e.g. `/games/{alias}`; handed back with the result in `onSelect` for the app to navigate. */
  href: string;
};

export type SearchPopoverProps = {
  /** The search term (controlled). */
  term: string;
  /** Called with the new term on typing, and with `''` when a game is chosen or a second Escape clears the field. */
  onTermChange: (term: string) => void;
  /** Games matching the term. Only the first `maxResults` are shown. */
  results: readonly SearchPopoverResult[];
  /** Called when the visitor chooses a game (click, tap or Enter); the popover then clears the term and closes. */
  onSelect: (result: SearchPopoverResult) => void;
  /**
   * A search is running: the popover shows `searchingText` instead of results.
   * @default false
   */
  isSearching?: boolean;
  /**
   * Shortest trimmed term that opens the popover (docs/product.md#lobby-and-search: under 2 characters nothing is searched or shown).
   * @default 2
   */
  minChars?: number;
  /**
   * Most results listed (docs/product.md#dialogs-and-widgets).
   * @default 10
   */
  maxResults?: number;
  /**
   * Placeholder of the input.
   * @default 'Search Games'
   */
  placeholder?: string;
  /**
   * Accessible name of the input and of the list (a placeholder is not a label).
   * @default 'Search Games'
   */
  label?: string;
  /**
   * Shown while `isSearching`.
   * @default 'Searching...'
   */
  searchingText?: string;
  /**
   * Shown when the term is long enough and nothing matched.
   * @default 'No games found'
   */
  noResultsText?: string;
  /**
   * Announced to screen readers when results arrive.
   * @default (count) => `${count} games found` ('1 game found' for one)
   */
  formatResultCount?: (count: number) => string;
  /**
   * Side the popover opens on. `auto` follows docs/product.md#dialogs-and-widgets: upward when under `directionThreshold` px is free below and
   * more than that above, downward otherwise. Re-measured on open, resize and scroll.
   * @default 'auto'
   */
  direction?: 'auto' | PopoverDirection;
  /**
   * Room in px the popover wants on a side (docs/product.md#dialogs-and-widgets, dropdown threshold).
   * @default 200
   */
  directionThreshold?: number;
  /**
   * Open on first render (for stories and visual tests); afterwards focus, typing and choosing drive it.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Id of the input.
   * @default a generated id
   */
  id?: string;
  /**
   * Extra class names for the wrapper.
   * @default undefined
   */
  className?: string;
};

/** The room above and below the element in the visible part of the page (the phone keyboard shrinks it). */
function measureDirection(element: HTMLElement, threshold: number): PopoverDirection {
  const rect = element.getBoundingClientRect();
  const viewport = window.visualViewport;
  const top = viewport?.offsetTop ?? 0;
  const height = viewport?.height ?? window.innerHeight;
  return popoverDirection({ spaceBelow: top + height - rect.bottom, spaceAbove: rect.top - top, threshold });
}

/**
 * The header's game search (docs/product.md#dialogs-and-widgets): an input whose results drop down (or up) as the visitor types.
 *
 * It follows the ARIA combobox pattern with a listbox popup: focus stays in the input; ArrowDown and ArrowUp move
 * the active option (`aria-activedescendant`), Enter chooses it, Escape closes the list and a second Escape clears
 * the term. It holds no data: the app debounces the term, runs the search and passes `results` and `isSearching`.
 */
export function SearchPopover(props: SearchPopoverProps) {
  const m = useCasinoMessages().searchPopover;
  const locale = useCasinoLocale();
  const {
    term,
    onTermChange,
    results,
    onSelect,
    isSearching = false,
    minChars = DEFAULT_MIN_CHARS,
    maxResults = DEFAULT_MAX_RESULTS,
    placeholder = m.placeholder,
    label = m.label,
    searchingText = m.searching,
    noResultsText = m.noResults,
    formatResultCount = (count: number) => formatPlural(m.resultCount, count, locale),
    direction: directionProp = 'auto',
    directionThreshold = POPOVER_DIRECTION_THRESHOLD,
    defaultOpen = false,
    id: idProp,
    className,
  } = props;
  const generatedId = useId();
  const inputId = idProp ?? `${generatedId}-input`;
  const popupId = `${generatedId}-popup`;
  const optionId = (index: number) => `${generatedId}-option-${index}`;

  const anchorRef = useRef<HTMLDivElement>(null);
  const [wantsOpen, setWantsOpen] = useState(defaultOpen);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [measuredDirection, setMeasuredDirection] = useState<PopoverDirection>('down');

  const shown = results.slice(0, maxResults);
  const open = wantsOpen && isSearchableTerm(term, minChars);
  const showList = !isSearching && shown.length > 0;

  // A new list (new term or new answer) starts with no active option, so Enter never picks a stale game.
  const resultsKey = [term, ...shown.map((result) => result.id)].join('\u0000');
  const [activeFor, setActiveFor] = useState(resultsKey);
  if (activeFor !== resultsKey) {
    setActiveFor(resultsKey);
    setActiveIndex(-1);
  }
  const active = showList && open && activeIndex >= 0 && activeIndex < shown.length ? activeIndex : -1;

  const measure = useCallback(() => {
    if (anchorRef.current) setMeasuredDirection(measureDirection(anchorRef.current, directionThreshold));
  }, [directionThreshold]);

  // Measured before paint on open, so the popover never flashes on the wrong side; kept right while the page moves.
  useLayoutEffect(() => {
    if (!open || directionProp !== 'auto') return;
    measure();
    window.addEventListener('resize', measure);
    // Capture: a scroll inside any scrolling container moves the input too.
    window.addEventListener('scroll', measure, true);
    window.visualViewport?.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
      window.visualViewport?.removeEventListener('resize', measure);
    };
  }, [open, directionProp, measure]);

  const direction = directionProp === 'auto' ? measuredDirection : directionProp;

  // Keeps the active option in view when the list scrolls (jsdom has no scrollIntoView).
  useLayoutEffect(() => {
    if (active < 0) return;
    document.getElementById(`${generatedId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, generatedId]);

  const choose = (result: SearchPopoverResult) => {
    onSelect(result);
    onTermChange('');
    setWantsOpen(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setWantsOpen(true);
          return;
        }
        if (showList) setActiveIndex(moveActiveIndex(active, event.key === 'ArrowDown' ? 1 : -1, shown.length));
        return;
      }
      case 'Enter': {
        const result = active >= 0 ? shown[active] : undefined;
        if (result) {
          event.preventDefault();
          choose(result);
        }
        return;
      }
      case 'Escape': {
        if (open) {
          event.preventDefault();
          setWantsOpen(false);
        } else if (term !== '') {
          event.preventDefault();
          onTermChange('');
        }
        return;
      }
      default:
    }
  };

  const { focusProps, isFocused } = useFocusRing({ within: true, isTextInput: true });
  const { hoverProps, isHovered } = useHover({});

  const announcement = !open
    ? ''
    : isSearching
      ? searchingText
      : shown.length === 0
        ? noResultsText
        : formatResultCount(shown.length);

  return (
    <div className={clsx(styles.root, className)}>
      <Popover.Root open={open} onOpenChange={(next) => setWantsOpen(next)}>
        <Popover.Anchor asChild>
          <div
            ref={anchorRef}
            {...mergeProps(focusProps, hoverProps)}
            className={searchBox}
            data-focused={isFocused || undefined}
            data-hovered={isHovered || undefined}
          >
            <Search size={18} aria-hidden="true" className={searchBoxIcon} />
            <input
              id={inputId}
              className={searchBoxInput}
              type="text"
              role="combobox"
              aria-label={label}
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={open ? popupId : undefined}
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="search"
              placeholder={placeholder}
              value={term}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                onTermChange(event.target.value);
                setWantsOpen(true);
              }}
              onFocus={() => setWantsOpen(true)}
              onClick={() => setWantsOpen(true)}
              // Options never take focus (mousedown on them is cancelled), so leaving the input leaves the widget.
              onBlur={() => setWantsOpen(false)}
              onKeyDown={handleKeyDown}
            />
          </div>
        </Popover.Anchor>
        {/* In place, not in a portal: the results stay inside the landmark of the field (the header's banner),
            so no content floats outside every landmark (axe "region"), and they follow the input in reading order. */}
        <Popover.Content
          id={popupId}
          // Radix makes the content a dialog; here it is the combobox's popup (our role overrides Radix's own, which
          // comes first). With results it is the list box itself, so the scrolling box is the popup that the arrow
          // keys in the input move through, not a scroll region that would need its own focus (axe).
          role={showList ? 'listbox' : undefined}
          aria-label={showList ? label : undefined}
          className={styles.panel}
          side={direction === 'up' ? 'top' : 'bottom'}
          align="start"
          sideOffset={4}
          // The side is chosen by the rule above (docs/product.md#dialogs-and-widgets), not by Radix's own flipping.
          avoidCollisions={false}
          data-direction={direction}
          // Focus stays in the input (combobox pattern): Radix must neither move it in nor hand it back.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          // The input's own key handler owns Escape (first closes, then clears).
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            // A press on the input is not "outside": it keeps the list open.
            if (event.target instanceof Node && anchorRef.current?.contains(event.target)) event.preventDefault();
          }}
          // Keeps focus in the input when the pointer lands on an option or the scrollbar.
          onMouseDown={(event) => event.preventDefault()}
        >
          {isSearching ? (
            <p className={styles.message}>
              <SpinnerGlyph size="sm" />
              {searchingText}
            </p>
          ) : shown.length === 0 ? (
            <p className={styles.message}>{noResultsText}</p>
          ) : (
            <div className={styles.list}>
              {shown.map((result, index) => (
                // Options never take focus: the input keeps it and points at the active one (aria-activedescendant).
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users choose with Enter in the input
                // biome-ignore lint/a11y/useFocusableInteractive: see above
                <div
                  key={result.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  data-active={index === active || undefined}
                  className={styles.option}
                  onPointerMove={() => {
                    if (index !== active) setActiveIndex(index);
                  }}
                  onClick={() => choose(result)}
                >
                  <span className={styles.thumb} aria-hidden="true">
                    {result.imageSrc ? (
                      <img className={styles.thumbImage} src={result.imageSrc} alt="" width={30} height={40} />
                    ) : (
                      <Gamepad2 size={18} />
                    )}
                  </span>
                  <span className={styles.optionText}>
                    <span className={styles.optionName}>{result.name}</span>
                    {result.provider ? <span className={styles.optionProvider}>{result.provider}</span> : null}
                  </span>
                </div>
              ))}
            </div>
          )}
        </Popover.Content>
      </Popover.Root>
      {/* Always rendered: a live region must exist before its text changes for the change to be announced. */}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
