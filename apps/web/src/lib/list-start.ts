/** Room left between a sticky header and the top of a list scrolled up to it. */
const LIST_TOP_GAP_PX = 16;

/**
 * Where the page scrolls so a list's top sits just below the sticky header: `listTop` and `headerBottom` are viewport
 * coordinates, `scrollY` the current scroll. Never below 0, and never down when the list's top is already in view
 * below the header.
 */
export function listStartScrollTop(input: { listTop: number; scrollY: number; headerBottom: number }): number {
  const wanted = input.scrollY + input.listTop - input.headerBottom - LIST_TOP_GAP_PX;
  return Math.max(0, Math.min(wanted, input.scrollY));
}

const LIST_SELECTOR = 'table, ul, ol, [role="list"], [role="grid"], [role="table"]';

/**
 * After the player chose another page of a list (docs/product.md#dialogs-and-widgets): the view moves to the top of the list and focus
 * to the list itself, announced by its name, so the next Tab reaches its first row instead of the page links.
 */
export function moveToListStart(container: HTMLElement | null): void {
  if (!container) return;
  const list = container.matches(LIST_SELECTOR)
    ? container
    : (container.querySelector<HTMLElement>(LIST_SELECTOR) ?? container);
  const header = document.querySelector('header');
  const top = listStartScrollTop({
    listTop: container.getBoundingClientRect().top,
    scrollY: window.scrollY,
    headerBottom: header ? Math.max(0, header.getBoundingClientRect().bottom) : 0,
  });
  if (!list.hasAttribute('tabindex')) list.setAttribute('tabindex', '-1');
  list.focus({ preventScroll: true });
  window.scrollTo({ top });
}
