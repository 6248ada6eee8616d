/** English texts of the colour scheme switch (footer and profile). */
export const enColorScheme = {
  label: 'Appearance',
  choices: { system: 'System', light: 'Light', dark: 'Dark' },
  profileTitle: 'Appearance',
  profileHint: 'System follows the light or dark setting of your device. Your choice is kept on this device.',
};
