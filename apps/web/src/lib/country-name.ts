import { DEFAULT_LOCALE } from '@casino/ui';

/**
 * One `Intl.DisplayNames` per locale: building one loads the locale's region names, which took tens of milliseconds
 * of a phone's main thread each time a page rendered a name.
 */
const regionNames = new Map<string, Intl.DisplayNames | null>();

function regionNamesOf(locale: string): Intl.DisplayNames | null {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    } catch {
      // A locale Intl does not take: the code stands in for the name.
      names = null;
    }
    regionNames.set(locale, names);
  }
  return names;
}

/** An ISO 3166 alpha-2 code as a country name (`US` → `United States`); the code itself when Intl has no name. */
export function countryName(code: string | null | undefined, locale = DEFAULT_LOCALE): string | undefined {
  if (!code) return undefined;
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  try {
    return regionNamesOf(locale)?.of(upper) ?? upper;
  } catch {
    return upper;
  }
}
