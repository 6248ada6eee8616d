import { describe, expect, it } from 'vitest';
import { fillDocument, withBootScript, withLowPriorityModules } from './fill-document';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Royale Casino</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = { route: '/games/:alias', html: '<main><h1>Game</h1></main>', title: 'Game · Royale Casino', lang: 'en' };

describe('fillDocument', () => {
  it('puts the page into #root, names its route, and sets lang and title', () => {
    const html = fillDocument(template, { ...page, lang: 'de', title: 'Spiel · Royale Casino' });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Spiel · Royale Casino</title>');
    expect(html).toContain(
      '<div id="root" data-prerendered-route="/games/:alias" data-prerendered-lang="de"><main><h1>Game</h1></main></div>',
    );
    expect(html).toMatch(/<head>\s*<meta name="prerendered-route" content="\/games\/:alias" \/>/);
  });

  it('escapes the title and keeps `$` in the markup as it is', () => {
    const html = fillDocument(template, { ...page, title: 'A <b> & "C"', html: '<p>$& $1 $$</p>' });
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;C&quot;</title>');
    expect(html).toContain('<p>$& $1 $$</p>');
  });

  it.each([
    { part: 'the root element', broken: template.replace('<div id="root"></div>', '<main></main>') },
    { part: 'the title', broken: template.replace(/<title>.*<\/title>/, '') },
    { part: 'the lang', broken: template.replace(' lang="en"', '') },
  ])('fails the build when the template lacks $part', ({ broken }) => {
    expect(() => fillDocument(broken, page)).toThrow(/template has no/);
  });
});

describe('withBootScript', () => {
  it('ends <head> with the style and the classic (blocking) boot script', () => {
    const html = withBootScript(template, '/assets/boot-1234abcd.js', 'html[x] #root{visibility:hidden}');
    expect(html).toMatch(
      /<style>html\[x\] #root\{visibility:hidden\}<\/style>\s*<script src="\/assets\/boot-1234abcd.js"><\/script>\s*<\/head>/,
    );
  });
});

describe('withLowPriorityModules', () => {
  it.each([
    [
      'the module script',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>',
    ],
    [
      'a preloaded module',
      '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-1.js">',
    ],
    [
      'a tag that names its priority already',
      '<link rel="modulepreload" fetchpriority="high" href="/a.js">',
      '<link rel="modulepreload" fetchpriority="high" href="/a.js">',
    ],
    [
      'a classic script (the boot script blocks on purpose)',
      '<script src="/assets/boot-1.js"></script>',
      '<script src="/assets/boot-1.js"></script>',
    ],
    [
      'a stylesheet',
      '<link rel="stylesheet" href="/assets/index.css">',
      '<link rel="stylesheet" href="/assets/index.css">',
    ],
    [
      'JSON data',
      '<script type="application/json" id="inlined-answers">{}</script>',
      '<script type="application/json" id="inlined-answers">{}</script>',
    ],
  ])('%s', (_name, tag, expected) => {
    expect(withLowPriorityModules(tag)).toBe(expected);
  });

  it('lowers every module tag of a prerendered frame, and fillDocument applies it', () => {
    const withModules = template.replace(
      '</head>',
      '<script type="module" src="/a.js"></script><link rel="modulepreload" href="/b.js"><link rel="modulepreload" href="/c.js"></head>',
    );
    expect(fillDocument(withModules, page).match(/fetchpriority="low"/g)).toHaveLength(3);
  });
});
