/**
 * What a document a server renders for a category or a game says about its page in `<meta name="description">` and
 * Open Graph: what search results and link previews show under the title. Only the server render reads these, so
 * they are a namespace of their own (`documentHead`), never part of the catalogue the browser downloads.
 */
export const enDocumentHead = {
  /** A category's page: how many games it has, and the first few by name. */
  category_one: '{{category}} at {{site}}: {{count, number}} game, {{examples}}.',
  category_other: '{{category}} at {{site}}: {{count, number}} games, among them {{examples}}.',
  /** A category whose games are not known (none yet, or their list did not load). */
  categoryWithoutGames: '{{category}} at {{site}}.',
  /** A game's page: its provider and the categories it is listed in. */
  game: 'Play {{game}} by {{provider}} at {{site}}. Categories: {{categories}}.',
  gameWithoutCategories: 'Play {{game}} by {{provider}} at {{site}}.',
};
