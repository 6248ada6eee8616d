import { checkedSvg, decorativeSvg } from './brand-svg.ts';

const mark = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"/></svg>';

describe('a brand SVG file', () => {
  it.each([
    ['as written', mark, mark],
    ['with an XML prolog and a comment', `<?xml version="1.0"?>\n<!-- exported -->\n${mark}\n`, mark],
    [
      'with a gradient it links inside itself',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><use href="#a"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><use href="#a"/></svg>',
    ],
  ])('is kept %s', (_case, source, kept) => {
    expect(checkedSvg(source, 'icon.svg')).toBe(kept);
  });

  it.each([
    ['<png/>', 'is not one <svg> element'],
    ['<svg xmlns="http://www.w3.org/2000/svg" width="64"></svg>', 'has no viewBox'],
    ['<svg viewBox="0 0 1 1"></svg>', 'lacks xmlns'],
    [mark.replace('<rect', '<script>alert(1)</script><rect'), 'holds a <script>'],
    [mark.replace('<rect', '<rect onclick="x()"'), 'holds an event handler'],
    [mark.replace('<rect', '<image href="https://tracker.example/a.png"/><rect'), 'refers to another file'],
  ])('refuses %s, naming the file', (source, problem) => {
    expect(() => checkedSvg(source, 'brands/x/logo.svg')).toThrow(`brands/x/logo.svg: ${problem}`);
  });
});

describe('a brand SVG drawn beside the brand name', () => {
  it.each([
    [mark, mark.replace('<svg', '<svg aria-hidden="true" focusable="false"')],
    [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><title>Acme</title><desc>A star</desc><path d="M0 0"/></svg>',
      '<svg aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0"/></svg>',
    ],
  ])('loses its title and is hidden from assistive technology', (svg, decorative) => {
    expect(decorativeSvg(svg)).toBe(decorative);
  });
});
