import { withBrandHead } from './brand-head';

const template = [
  '<!doctype html><html lang="en"><head>',
  '<title></title>',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('the document head of the configured brand', () => {
  it('given the lagoon brand, then theme colour and title are its own and the manifest is linked', () => {
    const html = withBrandHead(template, { name: 'Lagoon Play', themeColors: { light: '#f4f8f8', dark: '#061a1e' } });
    expect(html).toContain('<meta name="theme-color" media="(prefers-color-scheme: light)" content="#f4f8f8" />');
    expect(html).toContain('<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#061a1e" />');
    expect(html).toContain('<title>Lagoon Play</title>');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/icon-512.png" />');
    expect(html.indexOf('rel="manifest"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('replaces a theme colour the template was given by hand', () => {
    const stray = template.replace('<title>', '<meta name="theme-color" content="#0f0b1e" />\n<title>');
    const html = withBrandHead(stray, { name: 'Lagoon Play', themeColors: { light: '#f4f8f8', dark: '#061a1e' } });
    expect(html).not.toContain('#0f0b1e');
    expect(html.match(/name="theme-color"/g)).toHaveLength(2);
  });

  it('escapes a brand name that holds markup', () => {
    expect(withBrandHead(template, { name: 'A & <B>', themeColors: { light: '#fff', dark: '#000' } })).toContain(
      '<title>A &amp; &lt;B&gt;</title>',
    );
  });

  it.each([
    ['title', template.replace(/<title>.*<\/title>/, '')],
    ['head', template.replace('</head>', '')],
  ])('fails the build when the template lacks its %s', (_part, broken) => {
    expect(() => withBrandHead(broken, { name: 'X', themeColors: { light: '#fff', dark: '#000' } })).toThrow(
      /template has no/,
    );
  });
});
