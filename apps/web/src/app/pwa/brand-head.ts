import { APP_ICONS, WEB_APP_MANIFEST_PATH } from '@/config/pwa';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const THEME_COLOR = /\s*<meta name="theme-color"[^>]*>/g;
const TITLE = /<title>[^<]*<\/title>/;

/** The icon iOS puts on the home screen (it reads no manifest icons): the largest one for any purpose. */
const touchIcon = APP_ICONS.filter((icon) => icon.purpose === 'any').at(-1);

/** The browser toolbar's colour in each scheme: the page background of the brand's light and dark scheme. */
export type ThemeColors = { light: string; dark: string };

/**
 * The document template (index.html, which holds no brand's values) with the configured brand's theme colours and
 * name, and the links that make the site installable: the web app manifest and the home-screen icon. Throws when the
 * template lacks a part, so a changed index.html fails the build instead of shipping a document without its brand.
 */
export function withBrandHead(template: string, head: { name: string; themeColors: ThemeColors }): string {
  for (const part of [TITLE, /<\/head>/]) {
    if (!part.test(template)) throw new Error(`The document template has no ${String(part)}`);
  }
  // One per scheme, as the boot script picks the page's scheme before paint; the app rewrites both to the chosen
  // scheme's colour when a player picks Light or Dark against the device's setting.
  const themeColors = (['light', 'dark'] as const).map(
    (scheme) =>
      `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="${escapeHtml(head.themeColors[scheme])}" />`,
  );
  const links = [
    `<link rel="manifest" href="${WEB_APP_MANIFEST_PATH}" />`,
    ...(touchIcon ? [`<link rel="apple-touch-icon" href="${touchIcon.path}" />`] : []),
  ];
  return template
    .replace(THEME_COLOR, '')
    .replace(TITLE, () => `<title>${escapeHtml(head.name)}</title>`)
    .replace('</head>', () => `  ${[...themeColors, ...links].join('\n    ')}\n  </head>`);
}
