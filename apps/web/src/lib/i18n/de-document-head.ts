import type { CatalogueShape } from './catalogue-shape';
import type { enDocumentHead } from './en-document-head';

/** German of `en-document-head.ts`. */
export const deDocumentHead: CatalogueShape<typeof enDocumentHead> = {
  category_one: '{{category}} bei {{site}}: {{count, number}} Spiel, {{examples}}.',
  category_other: '{{category}} bei {{site}}: {{count, number}} Spiele, darunter {{examples}}.',
  categoryWithoutGames: '{{category}} bei {{site}}.',
  game: 'Spielen Sie {{game}} von {{provider}} bei {{site}}. Kategorien: {{categories}}.',
  gameWithoutCategories: 'Spielen Sie {{game}} von {{provider}} bei {{site}}.',
};
