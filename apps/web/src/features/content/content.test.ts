import { describe, expect, it } from 'vitest';
import { INFO_PAGES } from '@/config/paths';
import { type BrandValues, fillBrandValues, needsTableOfContents } from './brand-placeholders';
import { CONTENT_LANGUAGES, contentLanguageFor } from './content-languages';
import type { InfoBlock, InfoDocument } from './info-document';
import { loadInfoDocument } from './load-info-document';

const brand: BrandValues = {
  name: 'Royale Casino',
  supportPhone: '+1 800 555 0199',
  supportEmail: 'support@royale.example',
  licence: 'Licence no. DEMO-0001.',
};

describe('fillBrandValues', () => {
  it.each([
    ['Welcome to {brand}.', 'Welcome to Royale Casino.'],
    ['Call {phone} or write to {email}.', 'Call +1 800 555 0199 or write to support@royale.example.'],
    ['{licence} {brand}', 'Licence no. DEMO-0001. Royale Casino'],
    ['An {unknown} word stays.', 'An {unknown} word stays.'],
    ['No placeholders.', 'No placeholders.'],
  ])('%j → %j', (text, filled) => {
    expect(fillBrandValues(text, brand)).toBe(filled);
  });
});

describe('contentLanguageFor', () => {
  it.each([
    [undefined, 'en'],
    [null, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['de', 'de'],
    ['DE', 'de'],
    ['de-AT', 'de'],
    ['de_CH', 'de'],
    ['fr', 'en'],
  ])('%j reads the %s pages', (playerLang, lang) => {
    expect(contentLanguageFor(playerLang)).toBe(lang);
  });
});

describe('needsTableOfContents', () => {
  it.each([
    [3, false],
    [4, true],
    [10, true],
  ])('%i sections → %s', (count, expected) => expect(needsTableOfContents(count)).toBe(expected));
});

const texts = (block: InfoBlock): string[] => {
  if (typeof block === 'string') return [block];
  if ('list' in block) return block.list;
  return block.links.map((link) => link.label);
};
const allText = (doc: InfoDocument) => [
  doc.title,
  doc.summary,
  ...doc.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(texts)]),
];

describe('every informational page in every language', () => {
  const cases = CONTENT_LANGUAGES.flatMap((lang) => INFO_PAGES.map((page) => [lang, page] as const));

  it.each(cases)('%s/%s is real, structured text', async (lang, page) => {
    const doc = await loadInfoDocument(lang, page);
    expect(doc.title.length).toBeGreaterThan(2);
    expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(doc.updated))).toBe(false);
    expect(doc.sections.length).toBeGreaterThanOrEqual(3);
    const ids = doc.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    for (const text of allText(doc)) {
      expect(text).not.toMatch(/lorem|ipsum|TODO|TBD/i);
      // Only placeholders the brand configuration fills.
      for (const [, key] of text.matchAll(/\{(\w+)\}/g)) expect(['brand', 'phone', 'email', 'licence']).toContain(key);
    }
  });

  it.each(INFO_PAGES)('%s has the same sections in every language', async (page) => {
    const [en, ...others] = await Promise.all(CONTENT_LANGUAGES.map((lang) => loadInfoDocument(lang, page)));
    for (const other of others) {
      expect(other?.sections.map((s) => s.id)).toEqual(en?.sections.map((s) => s.id));
      expect(other?.updated).toBe(en?.updated);
    }
  });

  it('the responsible-gaming page links help organisations and explains every tool', async () => {
    for (const lang of CONTENT_LANGUAGES) {
      const doc = await loadInfoDocument(lang, 'responsible-gaming');
      const ids = doc.sections.map((section) => section.id);
      expect(ids).toEqual(
        expect.arrayContaining(['deposit-and-loss-limits', 'reality-check', 'cool-off', 'self-exclusion', 'get-help']),
      );
      const help = doc.sections.find((section) => section.id === 'get-help');
      const links = help?.blocks.flatMap((block) => (typeof block === 'object' && 'links' in block ? block.links : []));
      expect(links?.length).toBeGreaterThanOrEqual(2);
      for (const link of links ?? []) expect(link.href).toMatch(/^https:\/\//);
    }
  });

  it('an unknown page is refused', async () => {
    await expect(loadInfoDocument('en', 'nope' as never)).rejects.toThrow('No en text for nope');
  });
});
