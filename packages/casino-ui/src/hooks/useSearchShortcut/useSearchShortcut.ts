import { useEffect, useRef } from 'react';
import { isSearchShortcut } from './search-shortcut-logic';

export type UseSearchShortcutOptions = {
  /**
   * Listen for the shortcut. Turn it off while the search dialog is already open or another modal owns the keyboard.
   * @default true
   */
  enabled?: boolean;
};

/**
 * Calls `onOpen` when the visitor presses Ctrl + K or Cmd + K (docs/product.md#dialogs-and-widgets, game search dialog), and stops the browser's
 * own use of the keys (Chrome and Firefox focus their address or search bar).
 *
 * The shortcut is ignored while focus is in a text field, a select or a contenteditable region, where Ctrl + K
 * edits text. A field opts in with a `data-search-shortcut` attribute on itself or an ancestor: wrap the header's
 * `SearchPopover` in `<div data-search-shortcut>` so the visitor can jump from it to the full dialog.
 */
export function useSearchShortcut(onOpen: () => void, { enabled = true }: UseSearchShortcutOptions = {}): void {
  // The latest callback without re-subscribing on every render (callers usually pass an inline function).
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });

  useEffect(() => {
    if (!enabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      onOpenRef.current();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [enabled]);
}
