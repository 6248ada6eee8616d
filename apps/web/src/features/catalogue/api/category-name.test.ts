import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { categoryName } from './get-categories';

const i18n = createI18n();
// An instance holds only its own language until asked for another (lib/i18n): both are compared here.
beforeAll(() => i18n.loadLanguages(['en', 'de']));

describe('categoryName: given a category from the API', () => {
  it.each([
    { alias: 'popular', name: 'Popular Games', en: 'Popular Games', de: 'Beliebte Spiele' },
    { alias: 'table', name: 'Table Games', en: 'Table Games', de: 'Tischspiele' },
    { alias: 'slots', name: 'Slots', en: 'Slots', de: 'Slots' },
    { alias: 'jackpots', name: 'Jackpots', en: 'Jackpots', de: 'Jackpots' },
  ])('$alias reads "$en" in English and "$de" in German', ({ alias, name, en, de }) => {
    expect(categoryName({ alias, name }, i18n.getFixedT('en'))).toBe(en);
    expect(categoryName({ alias, name }, i18n.getFixedT('de'))).toBe(de);
  });
});
