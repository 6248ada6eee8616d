import type { PostalCodeResult } from '@casino/api-contract';
import { lookUpNorthAmericanCode } from './north-american-postal-codes';

/**
 * The postal look-up, `/postal-code` (docs/product.md#calls). Every US and Canadian code is known (north-american-postal-codes.ts);
 * this table adds the street for a few well-known addresses there, and is the whole data for Great Britain and
 * Germany, for which no maintained package of the same quality exists. State and city names are spelled as the
 * country-state-city data set spells them, so the wizard's lists match.
 */
const POSTAL_CODES: Record<string, Record<string, PostalCodeResult>> = {
  us: {
    '10001': { state: 'New York', city: 'New York City', street: 'West 34th Street' },
    '10118': { state: 'New York', city: 'New York City', street: '350 5th Avenue' },
    '90210': { state: 'California', city: 'Beverly Hills', street: null },
    '94105': { state: 'California', city: 'San Francisco', street: 'Mission Street' },
    '60601': { state: 'Illinois', city: 'Chicago', street: 'East Randolph Street' },
  },
  gb: {
    SW1A2AA: { state: 'England', city: 'London', street: '10 Downing Street' },
    SW1A1AA: { state: 'England', city: 'London', street: 'Buckingham Palace Road' },
    EC1A1BB: { state: 'England', city: 'London', street: 'King Edward Street' },
  },
  de: {
    '10115': { state: 'Berlin', city: 'Berlin', street: 'Invalidenstraße' },
    '10117': { state: 'Berlin', city: 'Berlin', street: 'Unter den Linden' },
    '80331': { state: 'Bavaria', city: 'Munich', street: 'Marienplatz' },
  },
  ca: {
    M5V3L9: { state: 'Ontario', city: 'Toronto', street: '301 Front Street West' },
    K1A0A6: { state: 'Ontario', city: 'Ottawa', street: 'Wellington Street' },
  },
};

export const isPostalLookupSupported = (country: string) => Object.hasOwn(POSTAL_CODES, country.toLowerCase());

/** Spaces and case do not matter ("sw1a 2aa" is "SW1A2AA"); null when the code is not known. */
export function lookUpPostalCode(country: string, zip: string): PostalCodeResult | null {
  const key = zip.replace(/\s+/g, '').toUpperCase();
  const lower = country.toLowerCase();
  const known = POSTAL_CODES[lower]?.[key];
  if (known) return known;
  return lower === 'us' || lower === 'ca' ? lookUpNorthAmericanCode(lower, key) : null;
}
