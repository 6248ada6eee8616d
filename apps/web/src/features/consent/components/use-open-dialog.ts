import { useEffect, useState } from 'react';

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** The topmost open dialog (the last one in the document: later portals stack on top), or null. */
function topOpenDialog(): HTMLElement | null {
  const open = document.querySelectorAll<HTMLElement>(OPEN_DIALOG);
  return open.length > 0 ? (open[open.length - 1] ?? null) : null;
}

/**
 * Follows which dialog is open, whoever opened it (auth modals, the cashier, the search dialog, the menu drawer):
 * read from the document because the dialogs belong to many features and to casino-ui.
 */
export function useOpenDialog(enabled: boolean): HTMLElement | null {
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!enabled) {
      setDialog(null);
      return;
    }
    const update = () => setDialog(topOpenDialog());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['data-state'] });
    return () => observer.disconnect();
  }, [enabled]);
  return dialog;
}
