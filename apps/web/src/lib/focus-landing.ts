/**
 * Where focus goes when what had it is gone (WCAG 2.4.3): the main heading of the page on screen. Headings are not
 * focusable by themselves, so the heading gets tabindex="-1" (reachable by script, not by Tab).
 * Returns false when the page has no heading yet (a lazy page still loading).
 */
export function focusMainHeading(doc: Document = document): boolean {
  const heading = doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('[role="dialog"] h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/** True when focus has fallen to the document itself. */
const focusLost = (doc: Document) => doc.activeElement === null || doc.activeElement === doc.body;

/**
 * Watches for focus falling to `<body>` because the focused element left the page: after login (the Log in button
 * becomes the balance), logout (the account menu goes), a dialog whose opener is gone, or a page change. Focus then
 * lands on the main heading, as soon as the page has one. Returns a stop function.
 */
export function watchLostFocus(doc: Document = document): () => void {
  let lastFocused: Element | null = doc.activeElement;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const onFocusIn = (event: FocusEvent) => {
    lastFocused = event.target instanceof Element ? event.target : null;
  };
  const check = () => {
    pending = undefined;
    if (focusLost(doc) && lastFocused !== null && !lastFocused.isConnected) focusMainHeading(doc);
  };
  // A dialog gives focus back to its opener in a task of its own after it unmounts: look after that, not before.
  const onMutation = () => {
    if (pending === undefined && focusLost(doc)) pending = setTimeout(check, 0);
  };
  doc.addEventListener('focusin', onFocusIn, true);
  const observer = new MutationObserver(onMutation);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    doc.removeEventListener('focusin', onFocusIn, true);
    observer.disconnect();
    if (pending !== undefined) clearTimeout(pending);
  };
}
