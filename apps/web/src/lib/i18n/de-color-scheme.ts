/** German texts of the colour scheme switch (mirrors `en-color-scheme.ts`). */
export const deColorScheme = {
  label: 'Darstellung',
  choices: { system: 'Automatisch', light: 'Hell', dark: 'Dunkel' },
  profileTitle: 'Darstellung',
  profileHint:
    'Automatisch folgt der hellen oder dunklen Einstellung Ihres Geräts. Ihre Wahl wird auf diesem Gerät gespeichert.',
};
