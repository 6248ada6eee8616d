import { describe, expect, it } from 'vitest';
import { parseRenderedData } from '@/lib/rendered-queries';
import { type DocumentHead, withDocumentHead, withRenderedData } from './document-head';
import { escapeHtml } from './escape-html';

const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta name="description" content="Play slots, live dealers, table games and more." />',
  '    <title>Book of Ra · Royale Casino</title>',
  '  </head>',
  '  <body><div id="root"></div>',
  '    <template id="app-modules"><script type="module" src="/assets/index.js"></script></template>',
  '  </body>',
  '</html>',
].join('\n');

const GAME: DocumentHead = {
  title: 'Book of Ra · Royale Casino',
  description: 'Play Book of Ra by Novomatic at Royale Casino. Categories: Slots.',
  url: 'https://casino.example/games/book-of-ra',
  siteName: 'Royale Casino',
  image: 'https://casino.example/cdn/games/book-of-ra.svg',
};

/** The value of each `<meta>` and `<link rel="canonical">` of the head, as a browser reads it. */
function headTags(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const meta = (selector: string) => parsed.head.querySelector<HTMLMetaElement>(selector)?.content;
  return {
    descriptions: parsed.head.querySelectorAll('meta[name="description"]').length,
    description: meta('meta[name="description"]'),
    canonical: parsed.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href'),
    type: meta('meta[property="og:type"]'),
    siteName: meta('meta[property="og:site_name"]'),
    title: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
    url: meta('meta[property="og:url"]'),
    image: meta('meta[property="og:image"]'),
    bodyText: parsed.body.textContent?.trim(),
  };
}

describe('withDocumentHead', () => {
  it('puts the page’s description in place of the site’s, with its canonical link and Open Graph tags', () => {
    expect(headTags(withDocumentHead(TEMPLATE, GAME))).toEqual({
      descriptions: 1,
      description: GAME.description,
      canonical: GAME.url,
      type: 'website',
      siteName: 'Royale Casino',
      title: GAME.title,
      ogDescription: GAME.description,
      url: GAME.url,
      image: GAME.image,
      bodyText: '',
    });
  });

  it('gives a page without a picture no og:image', () => {
    const { image } = headTags(withDocumentHead(TEMPLATE, { ...GAME, image: undefined }));
    expect(image).toBeUndefined();
  });

  it('adds the description to a template that has none', () => {
    const html = withDocumentHead(TEMPLATE.replace(/\s*<meta name="description"[^>]*>/, ''), GAME);
    expect(headTags(html)).toMatchObject({ descriptions: 1, description: GAME.description });
  });

  it.each([
    { case: 'a quote that would end the attribute', value: 'Say "hi" onload="alert(1)' },
    { case: 'a tag', value: '</title><script>alert(1)</script>' },
    { case: 'an ampersand and angle brackets', value: 'Tom & Jerry <3 >_<' },
    { case: 'a character reference, kept as written', value: 'Caf&eacute;' },
    { case: 'a replacement pattern', value: "$& $' $1" },
  ])('writes $case so that the browser reads the value back as it was, and nothing else', ({ value }) => {
    const html = withDocumentHead(TEMPLATE, {
      title: value,
      description: value,
      url: `https://casino.example/games/x?name=${value}`,
      siteName: value,
      image: `https://casino.example/cdn/${value}`,
    });
    const tags = headTags(html);
    expect(tags).toMatchObject({ description: value, title: value, siteName: value, ogDescription: value });
    expect(tags.canonical).toBe(`https://casino.example/games/x?name=${value}`);
    expect(tags.image).toBe(`https://casino.example/cdn/${value}`);
    // The template's module script is inert content; a value that had opened an element would show up here.
    expect(new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script, b')).toHaveLength(0);
    expect(tags.bodyText).toBe('');
  });

  it('refuses a document without a title rather than leave its head without the tags', () => {
    expect(() => withDocumentHead('<html><head></head><body></body></html>', GAME)).toThrow('</title>');
  });
});

describe('withRenderedData', () => {
  it('places the data block just before the module template, where the app reads it back', () => {
    const data = {
      calls: ['/games/book-of-ra'],
      queries: [[['lobby', 'game', 'book-of-ra'], { name: '</script>' }]] as const,
    };
    const html = withRenderedData(TEMPLATE, data);
    expect(html).toMatch(
      /<script type="application\/json" id="rendered-queries">[^<]*<\/script>\s*<template id="app-modules">/,
    );
    const block = new DOMParser().parseFromString(html, 'text/html').getElementById('rendered-queries');
    expect(parseRenderedData(block?.textContent)).toEqual(data);
  });

  it('refuses a document without the module template', () => {
    expect(() => withRenderedData('<html><body></body></html>', { calls: [], queries: [] })).toThrow('app-modules');
  });
});

describe('escapeHtml', () => {
  it.each([
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    ['<b>', '&lt;b&gt;'],
    ['"quoted"', '&quot;quoted&quot;'],
    ["it's", "it's"],
    ['&amp;', '&amp;amp;'],
  ])('%s as %s', (text, html) => {
    expect(escapeHtml(text)).toBe(html);
  });
});
