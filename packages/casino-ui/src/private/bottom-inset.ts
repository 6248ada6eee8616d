/**
 * The room the host app keeps over the bottom of the viewport for something fixed there (a cookie banner), as a CSS
 * length, or null: written by the shell's `setAppShellBottomInset`, read by what must float above it (the toasts),
 * which may mount long after the inset was set.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

export const readBottomInset = (): string | null => current;

export function subscribeBottomInset(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishBottomInset(inset: string | null): void {
  if (inset === current) return;
  current = inset;
  for (const listener of listeners) listener();
}
