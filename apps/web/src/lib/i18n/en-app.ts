/** The installed app: the update prompt and the page shown without a network (docs/product.md#installable-app). */
export const enApp = {
  update: {
    available: 'A new version is available',
    text: 'Reload to use it. Until then everything keeps working as it is.',
    reload: 'Reload',
  },
  /** Built into a static page (vite-plugins/pwa/offline-page.ts): plain text, no placeholders. */
  offline: {
    title: 'You are offline',
    text: 'Check your connection, then try again.',
    tryAgain: 'Try again',
  },
};
