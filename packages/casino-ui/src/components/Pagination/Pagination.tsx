import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type MouseEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { useLinkComponent } from '../../theme/link';
import { formatMessage } from '../../theme/messages';
import { useMessageGroup } from '../../theme/messages-context';
import { paginationMessages } from '../../theme/pagination-messages';
import { control, ellipsis, item, list, root, stepIcon, stepText } from './Pagination.css';
import { clampPage, normalizeTotalPages, paginationRange } from './pagination-logic';

export type PaginationProps = {
  /** The page shown now, from 1. A value outside `1..totalPages` is clamped. */
  currentPage: number;
  /** How many pages there are. With 1 or fewer the control renders nothing (docs/product.md#dialogs-and-widgets). */
  totalPages: number;
  /**
   * Called with the page the visitor chose (a page button, Previous or Next). Not called for the current page. With
   * `getPageHref` it is called on a plain click as well, before the link navigates, and not when the link opens in a
   * new tab.
   * @default undefined
   */
  onPageChange?: (page: number) => void;
  /**
   * Makes every page a link to this address, rendered with the provider's link component, so pages can be shared,
   * bookmarked and opened in a new tab. Without it the pages are buttons.
   * @default undefined
   */
  getPageHref?: (page: number) => string;
  /**
   * Name of the navigation landmark; give each one on a page its own name.
   * @default 'Pagination'
   */
  label?: string;
  /**
   * Text of the button to the page before. Shown from 640 px; phones show an arrow and keep the text for screen
   * readers.
   * @default 'Previous'
   */
  previousLabel?: string;
  /**
   * Text of the button to the page after, shown like `previousLabel`.
   * @default 'Next'
   */
  nextLabel?: string;
  /**
   * Accessible name of a page button, which shows only the number. Keep the number in it, so voice control users can
   * say what they see.
   * @default (page) => `Page ${page}`
   */
  getPageLabel?: (page: number) => string;
  /**
   * Extra class names for the `<nav>`.
   * @default undefined
   */
  className?: string;
};

/**
 * Page navigation (docs/product.md#dialogs-and-widgets): up to 5 pages in full, otherwise the first, the last and the pages around the current
 * one, with gaps (see `paginationRange`). Previous and Next are disabled on the first and last page. Hidden with 1
 * page or fewer.
 */
export function Pagination(props: PaginationProps) {
  const m = useMessageGroup('pagination', paginationMessages);
  const {
    currentPage,
    totalPages,
    onPageChange,
    getPageHref,
    label = m.label,
    previousLabel = m.previous,
    nextLabel = m.next,
    getPageLabel = (page: number) => formatMessage(m.page, { page }),
    className,
  } = props;
  const total = normalizeTotalPages(totalPages);
  const current = clampPage(currentPage, total);
  const items = paginationRange(current, total);
  const navRef = useRef<HTMLElement>(null);
  const focusCurrentRef = useRef(false);

  // Previous or Next becomes disabled when it reaches the first or last page; a disabled button drops focus to the
  // page body, so keyboard users would have to tab back from the top. Focus moves to the new current page instead.
  useLayoutEffect(() => {
    if (!focusCurrentRef.current) return;
    focusCurrentRef.current = false;
    navRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  });

  if (items.length === 0) return null;

  const choose = (page: number, fromStepButton: boolean) => {
    if (page === current) return;
    if (fromStepButton && (page === 1 || page === total)) focusCurrentRef.current = true;
    onPageChange?.(page);
  };

  const step = (direction: 'previous' | 'next') => {
    const page = direction === 'previous' ? current - 1 : current + 1;
    const isDisabled = direction === 'previous' ? current <= 1 : current >= total;
    const text = direction === 'previous' ? previousLabel : nextLabel;
    const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
    const content = (
      <>
        {direction === 'previous' ? (
          <span className={stepIcon} aria-hidden="true">
            <Icon size={18} />
          </span>
        ) : null}
        <span className={stepText}>{text}</span>
        {direction === 'next' ? (
          <span className={stepIcon} aria-hidden="true">
            <Icon size={18} />
          </span>
        ) : null}
      </>
    );
    return (
      <PageControl
        href={getPageHref && !isDisabled ? getPageHref(page) : undefined}
        asLink={getPageHref !== undefined}
        isDisabled={isDisabled}
        onChoose={() => choose(page, true)}
        rel={direction === 'previous' ? 'prev' : 'next'}
      >
        {content}
      </PageControl>
    );
  };

  return (
    <nav ref={navRef} aria-label={label} className={clsx(root, className)}>
      <ul className={list}>
        <li className={item}>{step('previous')}</li>
        {items.map((entry, index) =>
          entry === 'ellipsis' ? (
            // Hidden from screen readers: the page names already say which pages are there, "…" adds nothing.
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart only by their position.
            <li key={`ellipsis-${index}`} className={clsx(item, ellipsis)} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry} className={item}>
              <PageControl
                href={getPageHref?.(entry)}
                asLink={getPageHref !== undefined}
                isCurrent={entry === current}
                aria-label={getPageLabel(entry)}
                onChoose={() => choose(entry, false)}
              >
                {entry}
              </PageControl>
            </li>
          ),
        )}
        <li className={item}>{step('next')}</li>
      </ul>
    </nav>
  );
}

type PageControlProps = {
  children: ReactNode;
  onChoose: () => void;
  /** The page's address; undefined for buttons and for a disabled step link. */
  href?: string;
  asLink: boolean;
  isCurrent?: boolean;
  isDisabled?: boolean;
  rel?: string;
  'aria-label'?: string;
};

function PageControl(props: PageControlProps) {
  if (!props.asLink) return <PageButton {...props} />;
  if (props.href === undefined || props.isDisabled) return <DisabledPageLink {...props} />;
  return <PageLink {...props} href={props.href} />;
}

// Native <button> and <a>: they bring keyboard, focus and press behaviour themselves, and keep react-aria out of an
// app that imports only Pagination (the tree-shaking budget in the issue is 4 KiB).
function PageButton({ children, onChoose, isCurrent, isDisabled = false, 'aria-label': ariaLabel }: PageControlProps) {
  return (
    <button
      type="button"
      className={control}
      onClick={onChoose}
      disabled={isDisabled}
      aria-label={ariaLabel}
      aria-current={isCurrent ? 'page' : undefined}
      data-disabled={isDisabled || undefined}
    >
      {children}
    </button>
  );
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function PageLink({
  children,
  onChoose,
  href,
  isCurrent,
  rel,
  'aria-label': ariaLabel,
}: PageControlProps & { href: string }) {
  const Link = useLinkComponent();
  return (
    <Link
      href={href}
      rel={rel}
      className={control}
      aria-label={ariaLabel}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={(event: MouseEvent) => {
        if (isPlainClick(event)) onChoose();
      }}
    >
      {children}
    </Link>
  );
}

/**
 * Previous or Next at the end of the range in link mode. A link cannot be disabled, so it is an `<a>` without
 * `href` (not focusable, not followed) marked `aria-disabled`, which screen readers announce as a dimmed link.
 */
function DisabledPageLink({ children }: PageControlProps) {
  return (
    // biome-ignore lint/a11y/useValidAnchor: a disabled link has no address on purpose; role and aria-disabled say so.
    <a role="link" aria-disabled="true" className={control} data-disabled>
      {children}
    </a>
  );
}
