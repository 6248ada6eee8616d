import { describe, expect, it } from 'vitest';
import { fillDocument, withBootScript } from './fill-document';

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
