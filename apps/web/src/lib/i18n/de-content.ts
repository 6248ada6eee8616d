/**
 * German labels of the informational pages' frame. The pages themselves are written in German (features/content);
 * these few labels let a German page read German throughout before the rest of the UI speaks it.
 */
export const deContent = {
  info: {
    lastUpdated: 'Zuletzt aktualisiert:',
    contents: 'Inhalt',
    readIn: 'Diese Seite lesen auf',
    loadFailed: 'Diese Seite konnte nicht geladen werden.',
    backToTop: 'Nach oben',
  },
} as const;
