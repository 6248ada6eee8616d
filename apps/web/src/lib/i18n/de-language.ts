/** German texts of the language switch (mirrors `en-language.ts`). */
export const deLanguage = {
  label: 'Sprache',
  profileTitle: 'Sprache',
  profileHint: 'Die Website, Beträge und Daten sowie die Informationsseiten folgen dieser Sprache.',
  saveFailed:
    'Ihre Sprache konnte nicht in Ihrem Profil gespeichert werden. Auf diesem Gerät bleibt {{language}} eingestellt.',
};
