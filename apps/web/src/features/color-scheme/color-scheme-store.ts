import { COLOR_SCHEME_ATTRIBUTE } from '@casino/ui';
import { useCallback, useSyncExternalStore } from 'react';
import { brandSchemes } from '@/config/brand-tokens';
import {
  COLOR_SCHEME_STORAGE_KEY,
  DARK_SCHEME_QUERY,
  resolveColorScheme,
  type SchemeChoice,
  themeColorFor,
  toSchemeChoice,
} from './color-scheme-choice';

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function readChoice(): SchemeChoice {
  try {
    return toSchemeChoice(storage()?.getItem(COLOR_SCHEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

const prefersDark = () => window.matchMedia?.(DARK_SCHEME_QUERY).matches ?? false;

const backgrounds = { light: brandSchemes.light.color.background, dark: brandSchemes.dark.color.background };

/** Puts the scheme of `choice` on `<html>` (the brand theme's CSS keys off it) and on the browser's toolbar colour. */
export function applyColorScheme(choice: SchemeChoice = readChoice()): void {
  const scheme = resolveColorScheme(choice === 'system' ? null : choice, prefersDark());
  document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = themeColorFor(meta.getAttribute('media'), choice, backgrounds);
  }
}

function notify() {
  for (const listener of listeners) listener();
}

/** Keeps `<html>` right when the device's preference changes (for `system`) or another tab changes the choice. */
export function watchColorScheme(): () => void {
  const media = window.matchMedia?.(DARK_SCHEME_QUERY);
  const onPreference = () => applyColorScheme();
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLOR_SCHEME_STORAGE_KEY && event.key !== null) return;
    applyColorScheme();
    notify();
  };
  media?.addEventListener('change', onPreference);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', onPreference);
    window.removeEventListener('storage', onStorage);
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The player's choice and the way to change it: every switch on the page shows the same one. Before hydration it
 * reads `system`, as the prerendered document does (storage is read only in the browser, after the first render).
 */
export function useColorSchemeChoice(): [SchemeChoice, (choice: SchemeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, readChoice, () => 'system' as const);
  const choose = useCallback((next: SchemeChoice) => {
    try {
      if (next === 'system') storage()?.removeItem(COLOR_SCHEME_STORAGE_KEY);
      else storage()?.setItem(COLOR_SCHEME_STORAGE_KEY, next);
    } catch {
      // Storage full or blocked: the scheme still changes for this visit.
    }
    applyColorScheme(next);
    notify();
  }, []);
  return [choice, choose];
}
