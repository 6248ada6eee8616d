import { capitalizeName } from './names';

describe('capitalizeName', () => {
  it.each([
    ["mary-jane o'neil", "Mary-Jane O'Neil"],
    ['van der berg', 'Van Der Berg'],
    ['McDonald', 'McDonald'],
    ['élodie', 'Élodie'],
    ['jürgen müller-lüdenscheidt', 'Jürgen Müller-Lüdenscheidt'],
    ['', ''],
  ])('auto-capitalises %j as %j', (typed, shown) => expect(capitalizeName(typed)).toBe(shown));
});
