import type { BrandConfig } from '@/config/brand';

/** `licence` is the licence sentence in the page's language. */
export type BrandValues = Pick<BrandConfig, 'name' | 'supportPhone' | 'supportEmail'> & { licence: string };

/** Fills `{brand}`, `{phone}`, `{email}` and `{licence}` in page text; an unknown `{word}` stays as written. */
export function fillBrandValues(text: string, brand: BrandValues): string {
  const values: Record<string, string> = {
    brand: brand.name,
    phone: brand.supportPhone,
    email: brand.supportEmail,
    licence: brand.licence,
  };
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** Long pages get a table of contents. */
export const TABLE_OF_CONTENTS_MIN_SECTIONS = 4;
export const needsTableOfContents = (sectionCount: number) => sectionCount >= TABLE_OF_CONTENTS_MIN_SECTIONS;
