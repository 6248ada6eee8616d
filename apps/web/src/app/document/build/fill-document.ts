import { APP_MODULES_TEMPLATE_ID, PRERENDERED_ROUTE_META } from '@/lib/document/boot-attributes';
import { escapeHtml } from './escape-html';

/** What the prerender puts into the built `index.html`. */
export type PrerenderedPage = {
  /** The route pattern this document is the frame of; the browser hydrates only on a path it matches. */
  route: string;
  /** The app's markup for that route. */
  html: string;
  title: string;
  lang: string;
  /** Stylesheets of the route's lazy chunks, linked from the document so the frame paints styled. */
  stylesheets?: readonly string[];
};

export const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The built document with the page in `#root`, and `<html lang>` and `<title>` right from the first byte. Throws
 * when the template lacks a part, so a changed index.html fails the build instead of shipping an empty frame.
 */
export function fillDocument(template: string, page: PrerenderedPage): string {
  const parts: Array<[RegExp | string, string]> = [
    // First in <head>, so the boot script below finds it (app/document/boot/boot.ts).
    ['<head>', `<head>\n    <meta name="${PRERENDERED_ROUTE_META}" content="${escapeHtml(page.route)}" />`],
    [/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.lang)}"`],
    [
      '</head>',
      `${(page.stylesheets ?? []).map((href) => `  <link rel="stylesheet" crossorigin href="${escapeHtml(href)}">\n`).join('')}  </head>`,
    ],
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`],
    [
      ROOT_ELEMENT,
      `<div id="root" data-prerendered-route="${escapeHtml(page.route)}" data-prerendered-lang="${escapeHtml(page.lang)}">${page.html}</div>`,
    ],
  ];
  const filled = parts.reduce((document, [find, replacement]) => {
    const found = typeof find === 'string' ? document.includes(find) : find.test(document);
    if (!found) throw new Error(`The document template has no ${String(find)}`);
    // A function, so `$` in the page's markup is never read as a replacement pattern.
    return document.replace(find, () => replacement);
  }, template);
  return withModulesAfterFirstPaint(filled);
}

/** The app's module script and the modules preloaded for it: `<script type="module" …></script>`, `<link rel="modulepreload" …>`. */
const APP_MODULE_TAG = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A prerendered frame paints from its HTML and inlined styles; its modules only hydrate it. Requested while the
 * document is parsed, they compete with the frame and its main image for a phone's bandwidth, and Lighthouse counts
 * every request started before the largest paint as holding it up. So the tags go into an inert `<template>` at the
 * end of the body, and the boot script adds them to the page once the frame has painted (app/document/boot/start-app.ts).
 * The shell keeps its tags as they are: without its modules it shows nothing.
 */
export function withModulesAfterFirstPaint(document: string): string {
  const tags = document.match(APP_MODULE_TAG);
  if (tags === null) return document;
  for (const part of ['</head>', '</body>']) {
    if (!document.includes(part)) throw new Error(`The document template has no ${part}`);
  }
  const template = `<template id="${APP_MODULES_TEMPLATE_ID}">${tags.join('')}</template>`;
  return document
    .replace(APP_MODULE_TAG, '')
    .replace('</head>', () => `  ${PAINT_WHEN_PARSED}\n  </head>`)
    .replace('</body>', () => `  ${template}\n  </body>`);
}

/**
 * Holds the first paint until the parser has reached the template, the body's last element. On a slow phone the
 * parser yields part-way through a long body, and the browser would paint the frame half-built: the fixed cookie
 * banner without its buttons, the header without its actions. The missing parts then arrive and move what was painted
 * (a layout shift of up to 0.13 measured at a 4× CPU slowdown). Painted whole, the frame never moves; a browser that
 * does not know `rel="expect"` just ignores it.
 */
const PAINT_WHEN_PARSED = `<link rel="expect" href="#${APP_MODULES_TEMPLATE_ID}" blocking="render">`;

/**
 * The template with the boot script and the style that acts on its marks, last in <head>: the script is a classic
 * one, so the parser runs it before the body, while the browser already fetches the stylesheet and the modules.
 */
export function withBootScript(template: string, scriptPath: string, style: string): string {
  if (!template.includes('</head>')) throw new Error('The document template has no </head>');
  const tags = `  <style>${style}</style>\n    <script src="${escapeHtml(scriptPath)}"></script>\n  </head>`;
  return template.replace('</head>', () => tags);
}
