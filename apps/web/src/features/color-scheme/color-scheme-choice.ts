import type { ColorScheme } from '@casino/ui';

/** What a player can choose: follow the device (`system`), or always light, or always dark. */
export const SCHEME_CHOICES = ['system', 'light', 'dark'] as const;
export type SchemeChoice = (typeof SCHEME_CHOICES)[number];

/** Where a visitor's choice is kept on this device (a preference they set: strictly necessary storage). */
export const COLOR_SCHEME_STORAGE_KEY = 'casino.color-scheme';
/** The device's preference, read while the choice is `system`. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** A stored value as a choice: anything but `light` or `dark` (nothing stored, an old or edited value) is `system`. */
export const toSchemeChoice = (stored: unknown): SchemeChoice =>
  stored === 'light' || stored === 'dark' ? stored : 'system';

/**
 * The scheme to show for a stored choice on a device that prefers dark or not. The boot script runs this very
 * function before the first paint (it is serialised into it, so it uses nothing from outside), and the app runs it
 * after every change, so both always agree.
 */
export function resolveColorScheme(stored: string | null | undefined, prefersDark: boolean): ColorScheme {
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersDark ? 'dark' : 'light';
}

/**
 * The browser's colour for a `<meta name="theme-color">` (its toolbar): the document carries one per scheme, each
 * with a `prefers-color-scheme` media; a choice of light or dark makes both show the chosen scheme's background.
 */
export function themeColorFor(
  media: string | null,
  choice: SchemeChoice,
  backgrounds: Record<ColorScheme, string>,
): string {
  const scheme = choice === 'system' ? (media?.includes('dark') ? 'dark' : 'light') : choice;
  return backgrounds[scheme];
}
