import { describe, expect, it } from 'vitest';
import { fillDocument, withBootScript, withModulesAfterFirstPaint } from './fill-document';

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

describe('withModulesAfterFirstPaint', () => {
  const inTemplate = (tags: string) => `<template id="app-modules">${tags}</template>`;
  it.each([
    [
      'the module script and its preloads, into one template at the end of the body',
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-1.js"><link rel="stylesheet" href="/a.css">' +
        '</head><body><div id="root"></div></body>',
      '<head><link rel="stylesheet" href="/a.css">  <link rel="expect" href="#app-modules" blocking="render">\n  </head>' +
        '<body><div id="root"></div>  ' +
        `${inTemplate('<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-1.js">')}\n  </body>`,
    ],
    [
      'a classic script (the boot script blocks on purpose)',
      '<script src="/assets/boot-1.js"></script></body>',
      '<script src="/assets/boot-1.js"></script></body>',
    ],
    [
      'a stylesheet',
      '<link rel="stylesheet" href="/assets/index.css"></body>',
      '<link rel="stylesheet" href="/assets/index.css"></body>',
    ],
    [
      'JSON data',
      '<script type="application/json" id="inlined-answers">{}</script></body>',
      '<script type="application/json" id="inlined-answers">{}</script></body>',
    ],
  ])('%s', (_name, document, expected) => {
    expect(withModulesAfterFirstPaint(document)).toBe(expected);
  });

  it('holds every module tag of a prerendered frame, and fillDocument applies it', () => {
    const withModules = template.replace(
      '</head>',
      '<script type="module" src="/a.js"></script><link rel="modulepreload" href="/b.js"><link rel="modulepreload" href="/c.js"></head>',
    );
    const filled = fillDocument(withModules, page);
    expect(filled).toContain(
      inTemplate(
        '<script type="module" src="/a.js"></script><link rel="modulepreload" href="/b.js"><link rel="modulepreload" href="/c.js">',
      ),
    );
    expect(filled.match(/type="module"/g)).toHaveLength(1);
    expect(filled.indexOf('<template')).toBeGreaterThan(filled.indexOf('<div id="root"'));
    // The first paint waits for the frame's last element, named from <head>.
    expect(filled.indexOf('<link rel="expect" href="#app-modules" blocking="render">')).toBeLessThan(
      filled.indexOf('</head>'),
    );
  });

  it('refuses a template whose module tags have no <head> to wait from', () => {
    expect(() => withModulesAfterFirstPaint('<script type="module" src="/a.js"></script></body>')).toThrow('</head>');
  });
});
