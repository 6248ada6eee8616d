import { APP_ICONS, WEB_APP_MANIFEST_PATH } from '../../config/pwa';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const THEME_COLOR = /<meta name="theme-color" content="[^"]*"\s*\/?>/;
const TITLE = /<title>[^<]*<\/title>/;

/** The icon iOS puts on the home screen (it reads no manifest icons): the largest one for any purpose. */
const touchIcon = APP_ICONS.filter((icon) => icon.purpose === 'any').at(-1);

/** The browser toolbar's colour in each scheme: the page background of the brand's light and dark scheme. */
export type ThemeColors = { light: string; dark: string };

/**
 * The document template with the configured brand's theme colours and name (index.html holds the default brand's),
 * and the links that make the site installable: the web app manifest and the home-screen icon. Throws when the
 * template lacks a part, so a changed index.html fails the build instead of shipping the wrong brand.
 */
export function withBrandHead(template: string, head: { name: string; themeColors: ThemeColors }): string {
  for (const part of [THEME_COLOR, TITLE, /<\/head>/]) {
    if (!part.test(template)) throw new Error(`The document template has no ${String(part)}`);
  }
  const links = [
    `<link rel="manifest" href="${WEB_APP_MANIFEST_PATH}" />`,
    ...(touchIcon ? [`<link rel="apple-touch-icon" href="${touchIcon.path}" />`] : []),
  ];
  return (
    template
      // One per scheme, as the boot script picks the page's scheme before paint; the app rewrites both to the chosen
      // scheme's colour when a player picks Light or Dark against the device's setting.
      .replace(THEME_COLOR, () =>
        (['light', 'dark'] as const)
          .map(
            (scheme) =>
              `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="${escapeHtml(head.themeColors[scheme])}" />`,
          )
          .join('\n    '),
      )
      .replace(TITLE, () => `<title>${escapeHtml(head.name)}</title>`)
      .replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
  );
}
