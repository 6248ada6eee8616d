import type { CatalogueShape } from './catalogue-shape';
import type { enApp } from './en-app';

/** The installed app in German (mirrors `en-app.ts`). */
export const deApp: CatalogueShape<typeof enApp> = {
  update: {
    available: 'Eine neue Version ist verfügbar',
    text: 'Laden Sie neu, um sie zu nutzen. Bis dahin funktioniert alles wie gewohnt.',
    reload: 'Neu laden',
  },
  offline: {
    title: 'Sie sind offline',
    text: 'Prüfen Sie Ihre Verbindung und versuchen Sie es dann erneut.',
    tryAgain: 'Erneut versuchen',
  },
};
