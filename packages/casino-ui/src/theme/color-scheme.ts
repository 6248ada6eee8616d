/** The two colour schemes every brand theme has. */
export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

/**
 * The attribute that picks a brand theme's scheme: on `<html>` for the whole page (set it before the first paint, so
 * the wrong scheme never flashes), or on one provider through its `colorScheme` prop. Without it a brand shows its
 * own default scheme.
 */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

/** Narrows an attribute, storage or URL value to a scheme. */
export const isColorScheme = (value: unknown): value is ColorScheme =>
  typeof value === 'string' && (colorSchemes as readonly string[]).includes(value);
