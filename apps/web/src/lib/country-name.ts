import { DEFAULT_LOCALE } from '@casino/ui';

/** An ISO 3166 alpha-2 code as a country name (`US` → `United States`); the code itself when Intl has no name. */
export function countryName(code: string | null | undefined, locale = DEFAULT_LOCALE): string | undefined {
  if (!code) return undefined;
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(upper) ?? upper;
  } catch {
    return upper;
  }
}
