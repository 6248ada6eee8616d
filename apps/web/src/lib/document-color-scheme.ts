import { COLOR_SCHEME_ATTRIBUTE, type ColorScheme, isColorScheme } from '@casino/ui';

/**
 * The scheme the page is drawn in now, as the boot script and the colour-scheme feature set it on `<html>`; undefined
 * outside a browser or before anything set it (the brand's default scheme then applies).
 */
export function readDocumentColorScheme(): ColorScheme | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);
  return isColorScheme(value) ? value : undefined;
}
