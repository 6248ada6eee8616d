import { createHash } from 'node:crypto';

/** Reads a built file by its URL path (`/assets/boot-1.js`), or undefined when there is none. */
export type AssetReader = (urlPath: string) => Promise<string | undefined>;

export type InlinedDocument = {
  html: string;
  /** CSP sources (`'sha256-…'`) of the scripts now inline: the document's CSP must allow exactly these. */
  scriptHashes: string[];
};

/** A classic script of the build (the boot script): it blocks parsing, and so the first paint, until it arrives. */
const BLOCKING_SCRIPT = /<script src="(\/assets\/[\w.-]+\.js)"><\/script>/g;
/** A stylesheet of the build: it blocks the first paint until it arrives. */
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;

export const cspHashOf = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

async function replaceAsync(text: string, pattern: RegExp, replace: (match: string, url: string) => Promise<string>) {
  const matches = [...text.matchAll(pattern)];
  const replacements = await Promise.all(matches.map((m) => replace(m[0], m[1] as string)));
  let result = '';
  let last = 0;
  matches.forEach((m, i) => {
    result += text.slice(last, m.index) + replacements[i];
    last = m.index + m[0].length;
  });
  return result + text.slice(last);
}

/**
 * The document with its render-blocking files written into it (docs/architecture.md#the-document): each one is a round trip a phone waits
 * for before it paints anything. A script goes in as it is and its hash into the CSP (`script-src 'self'` refuses
 * inline code otherwise); a stylesheet goes in as `<style>` and its `<link>` stays for the app's chunk loader, which
 * looks for a stylesheet's link before it adds one, with a `type` no browser styles with so that nothing is fetched
 * (Chromium still fetches a `disabled` one). A file that cannot be read, or whose text would end its element early,
 * keeps its tag.
 */
export async function inlineRenderBlocking(html: string, readAsset: AssetReader): Promise<InlinedDocument> {
  const scriptHashes: string[] = [];
  const withScripts = await replaceAsync(html, BLOCKING_SCRIPT, async (tag, url) => {
    const source = await readAsset(url);
    if (source === undefined || /<\/script/i.test(source)) return tag;
    scriptHashes.push(cspHashOf(source));
    return `<script>${source}</script>`;
  });
  const withStyles = await replaceAsync(withScripts, STYLESHEET, async (tag, url) => {
    const css = await readAsset(url);
    if (css === undefined || /<\/style/i.test(css)) return tag;
    return `<style>${css}</style><link rel="stylesheet" href="${url}" type="text/x-inlined">`;
  });
  return { html: withStyles, scriptHashes };
}
