import type { PageColors, PwaBrand } from '../../src/app/pwa/pwa-brand.ts';
import { decorativeSvg } from '../brand/brand-svg.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page a navigation gets from the service worker while the network is gone (config/pwa.ts OFFLINE_PAGE_PATH).
 * Everything is inside it (styles, the mark), because nothing else can be fetched; it has no script, because the
 * site's CSP allows none inline: "Try again" is a link to the address the player asked for (`href=""`), which the
 * service worker then asks the network for again. The player's language is unknown without a script, so it says
 * everything in every UI language, the default first. For the same reason it follows the device's colour scheme
 * (`prefers-color-scheme`), which is also what the site shows until the player picks one.
 */
/** A scheme's colours as the page's custom properties. */
const schemeVariables = (c: PageColors) =>
  `--background: ${c.background}; --surface: ${c.surface}; --primary: ${c.primary}; ` +
  `--on-primary: ${c.onPrimary}; --text: ${c.text}; --text-muted: ${c.textMuted};`;

export function offlinePage(brand: PwaBrand): string {
  const { schemes, themeColors } = brand;
  const [first] = brand.offline;
  const sections = brand.offline.map(
    ({ language, texts }, index) => `
    <section lang="${language}">
      ${index === 0 ? `<h1>${escapeHtml(texts.title)}</h1>` : `<h2>${escapeHtml(texts.title)}</h2>`}
      <p>${escapeHtml(texts.text)}</p>
      <a class="retry" href="">${escapeHtml(texts.tryAgain)}</a>
    </section>`,
  );
  return `<!doctype html>
<html lang="${first?.language ?? 'en'}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" media="(prefers-color-scheme: light)" content="${themeColors.light}" />
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="${themeColors.dark}" />
    <title>${escapeHtml(`${first?.texts.title ?? 'Offline'} · ${brand.name}`)}</title>
    <style>
      :root { color-scheme: light; ${schemeVariables(schemes.light)} }
      @media (prefers-color-scheme: dark) {
        :root { color-scheme: dark; ${schemeVariables(schemes.dark)} }
      }
      body {
        margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px; box-sizing: border-box;
        background: var(--background); color: var(--text);
        font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
      }
      main { max-width: 28rem; text-align: center; }
      .brand { display: inline-flex; align-items: center; gap: 12px; font-weight: 700; font-size: 1.25rem; }
      .brand svg { width: 48px; height: 48px; }
      h1, h2 { margin: 24px 0 8px; font-size: 1.5rem; line-height: 1.2; }
      h2 { font-size: 1.125rem; }
      p { margin: 0 0 16px; color: var(--text-muted); }
      section + section { margin-top: 32px; padding-top: 8px; border-top: 1px solid var(--surface); }
      .retry {
        display: inline-block; min-height: 44px; padding: 10px 24px; box-sizing: border-box; border-radius: 999px;
        background: var(--primary); color: var(--on-primary); font-weight: 700; text-decoration: none;
      }
      .retry:focus-visible { outline: 3px solid var(--text); outline-offset: 3px; }
    </style>
  </head>
  <body>
    <main>
      <div class="brand">${decorativeSvg(brand.icon)}<span>${escapeHtml(brand.name)}</span></div>${sections.join('')}
    </main>
  </body>
</html>
`;
}
