import type { PwaBrand } from '../../src/app/pwa/pwa-brand.ts';
import { APP_ICONS } from '../../src/config/pwa.ts';

/** Launchers cut longer names under an icon; Chrome's advice is 12 characters at most. */
export const SHORT_NAME_MAX_LENGTH = 12;

/** The brand's name when it fits under an icon, else its first word ("Royale Casino" → "Royale"). */
export function shortNameOf(name: string): string {
  if (name.length <= SHORT_NAME_MAX_LENGTH) return name;
  return name.split(/\s+/)[0]?.slice(0, SHORT_NAME_MAX_LENGTH) ?? name;
}

/**
 * The web app manifest of the configured brand: what makes the site installable and how the installed app opens.
 * The whole origin is the app (scope and start at `/`); its colours are the page's, so the splash screen and the
 * window frame match the first paint.
 */
export function webAppManifest(brand: PwaBrand) {
  return {
    id: '/',
    name: brand.name,
    short_name: shortNameOf(brand.name),
    lang: brand.offline[0]?.language ?? 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: brand.colors.background,
    theme_color: brand.colors.background,
    icons: APP_ICONS.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
