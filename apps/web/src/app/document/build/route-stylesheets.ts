/** A stylesheet of the browser build: its URL and its text. */
export type BuiltStylesheet = { href: string; css: string };

const classAttribute = /\bclass="([^"]*)"/g;
const classSelector = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * The stylesheets a prerendered page needs besides the ones its document already links: those of its lazy route
 * chunks, which the browser would otherwise fetch only with the route's code, painting the frame unstyled until
 * then. A sheet is needed when it styles a class the page's markup uses (vanilla-extract class names are unique
 * hashes, so a shared name means the same rule). Kept in build order, the order the chunks' sheets cascade in.
 */
export function stylesheetsFor(html: string, sheets: readonly BuiltStylesheet[], linked: readonly string[]): string[] {
  const used = new Set<string>();
  for (const [, names = ''] of html.matchAll(classAttribute)) {
    for (const name of names.split(/\s+/)) if (name) used.add(name);
  }
  return sheets
    .filter(({ href }) => !linked.includes(href))
    .filter(({ css }) => [...css.matchAll(classSelector)].some(([, name = '']) => used.has(name)))
    .map(({ href }) => href);
}

/** The stylesheets a built document links already (the entry's). */
export const linkedStylesheets = (document: string): string[] =>
  [...document.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href = '']) => href);
