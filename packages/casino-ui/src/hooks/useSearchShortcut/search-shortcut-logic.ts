/** What `isSearchShortcut` reads from a keyboard event (a plain object in tests). */
export type ShortcutKeyEvent = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
};

/** Ctrl or Cmd plus this key opens the game search. */
export const SEARCH_SHORTCUT_KEY = 'k';
/** The shortcut as `aria-keyshortcuts` names it, for the control it opens. */
export const SEARCH_SHORTCUT_ARIA = `Control+${SEARCH_SHORTCUT_KEY.toUpperCase()} Meta+${SEARCH_SHORTCUT_KEY.toUpperCase()}`;

/** Attribute that lets a text field hand Ctrl/Cmd + K to the search shortcut (for example the header's search box). */
export const SEARCH_SHORTCUT_OPT_IN_ATTRIBUTE = 'data-search-shortcut';

// Input types that take no typing. In every other input Ctrl+K edits text (delete to end of line on macOS).
const NON_TEXT_INPUT_TYPES = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/**
 * True when the event target edits text: an input that takes typing, a textarea, a select, or an element inside a
 * `contenteditable` region. Elements inside `[data-search-shortcut]` are not counted, because they opted in.
 */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(`[${SEARCH_SHORTCUT_OPT_IN_ATTRIBUTE}]`)) return false;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUT_TYPES.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  // `isContentEditable` is missing in some DOMs (jsdom), so the attribute is read instead.
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/**
 * docs/product.md#dialogs-and-widgets: Ctrl or Cmd plus K opens the game search dialog. Alt combinations are left alone (they type characters on
 * some keyboard layouts); Shift is accepted because Caps Lock or Shift gives `K`.
 */
export function isSearchShortcut(event: ShortcutKeyEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if (!(event.ctrlKey || event.metaKey)) return false;
  if (event.key.toLowerCase() !== SEARCH_SHORTCUT_KEY) return false;
  return !isEditableTarget(event.target);
}
