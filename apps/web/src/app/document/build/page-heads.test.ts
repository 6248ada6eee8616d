import type { Game } from '@casino/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHANTOM_RICHES } from '../../../../test/games';
import { createI18n } from '@/lib/i18n';
import { localeForLanguage, type UiLanguage } from '@/lib/i18n/languages';
import { documentHeadTexts } from './document-head-texts';
import { categoryDescription, gameDescription } from './page-heads';

const i18n = createI18n();
beforeAll(() => i18n.loadLanguages(['en', 'de']));

const textsIn = (language: UiLanguage) => ({
  t: i18n.getFixedT(language),
  headT: documentHeadTexts(language),
  list: new Intl.ListFormat(localeForLanguage(language), { style: 'long', type: 'conjunction' }),
  siteName: 'Royale Casino',
});

const game = (name: string): Game => ({ ...PHANTOM_RICHES, name, alias: name.toLowerCase() });
const games = (totalItems: number, ...names: string[]) => ({ items: names.map(game), totalItems });

describe('categoryDescription: what search results say under a category', () => {
  it.each([
    {
      case: 'a category with many games names the first three',
      category: { name: 'Slots', games: games(1300, 'Phantom Riches', 'Lost Panda', 'Gold Rush', 'Fourth') },
      en: 'Slots at Royale Casino: 1,300 games, among them Phantom Riches, Lost Panda, and Gold Rush.',
      de: 'Slots bei Royale Casino: 1.300 Spiele, darunter Phantom Riches, Lost Panda und Gold Rush.',
    },
    {
      case: 'a category of two games names both',
      category: { name: 'Dice', games: games(2, 'High Roll', 'Low Roll') },
      en: 'Dice at Royale Casino: 2 games, among them High Roll and Low Roll.',
      de: 'Dice bei Royale Casino: 2 Spiele, darunter High Roll und Low Roll.',
    },
    {
      case: 'a category of one game',
      category: { name: 'Crash', games: games(1, 'Rocket') },
      en: 'Crash at Royale Casino: 1 game, Rocket.',
      de: 'Crash bei Royale Casino: 1 Spiel, Rocket.',
    },
    {
      case: 'a category without games',
      category: { name: 'Jackpots', games: games(0) },
      en: 'Jackpots at Royale Casino.',
      de: 'Jackpots bei Royale Casino.',
    },
    {
      case: 'a page past the end of the list',
      category: { name: 'Slots', games: games(1300) },
      en: 'Slots at Royale Casino.',
      de: 'Slots bei Royale Casino.',
    },
    {
      case: 'a category whose games did not load',
      category: { name: 'Slots', games: undefined },
      en: 'Slots at Royale Casino.',
      de: 'Slots bei Royale Casino.',
    },
  ])('$case', ({ category, en, de }) => {
    expect(categoryDescription(category, textsIn('en'))).toBe(en);
    expect(categoryDescription(category, textsIn('de'))).toBe(de);
  });
});

describe('gameDescription: what search results say under a game', () => {
  const slots = { id: 3, alias: 'slots', name: 'Slots' };
  const popular = { id: 1, alias: 'popular', name: 'Popular Games' };
  const jackpots = { id: 9, alias: 'jackpots', name: 'Jackpots' };
  it.each([
    {
      case: 'names its provider and its categories, in the reader’s language',
      categories: [popular, slots],
      en: 'Play Phantom Riches by Granite Peak Games at Royale Casino. Categories: Popular Games and Slots.',
      de: 'Spielen Sie Phantom Riches von Granite Peak Games bei Royale Casino. Kategorien: Beliebte Spiele und Slots.',
    },
    {
      case: 'a category the catalogue does not know keeps the API’s name',
      categories: [jackpots],
      en: 'Play Phantom Riches by Granite Peak Games at Royale Casino. Categories: Jackpots.',
      de: 'Spielen Sie Phantom Riches von Granite Peak Games bei Royale Casino. Kategorien: Jackpots.',
    },
    {
      case: 'a game in no category',
      categories: [],
      en: 'Play Phantom Riches by Granite Peak Games at Royale Casino.',
      de: 'Spielen Sie Phantom Riches von Granite Peak Games bei Royale Casino.',
    },
  ])('$case', ({ categories, en, de }) => {
    const game = { ...PHANTOM_RICHES, categories };
    expect(gameDescription(game, textsIn('en'))).toBe(en);
    expect(gameDescription(game, textsIn('de'))).toBe(de);
  });

  it('keeps what a name holds as it is: escaping is the document’s job', () => {
    const game = { ...PHANTOM_RICHES, name: 'Tom & "Jerry" <3', categories: [] };
    expect(gameDescription(game, textsIn('en'))).toBe('Play Tom & "Jerry" <3 by Granite Peak Games at Royale Casino.');
  });
});
