/** English texts of the language switch (footer and profile). Language names are not here: each is written in itself. */
export const enLanguage = {
  label: 'Language',
  profileTitle: 'Language',
  profileHint: 'The site, amounts and dates, and the informational pages follow this language.',
  saveFailed: 'Your language could not be saved to your profile. It stays {{language}} on this device.',
};
