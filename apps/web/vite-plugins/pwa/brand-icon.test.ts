import { Resvg } from '@resvg/resvg-js';
import { brandIconSvg } from './brand-icon.ts';

/** A red square on a transparent ground: where it lands in the rendered icon shows how the icon was placed. */
const icon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#ff0000"/></svg>';

/** The RGBA of one pixel of the icon drawn 100 px wide. */
function pixel(svg: string, x: number, y: number): number[] {
  const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: 100 } }).render();
  const start = (y * rendered.width + x) * 4;
  return [...rendered.pixels.subarray(start, start + 4)];
}

describe('the app icon drawn from the brand icon', () => {
  it('an any-purpose icon is the brand icon itself', () => {
    expect(brandIconSvg(icon, 'any', '#000000')).toBe(icon);
  });

  it.each([
    ['the corner, outside the safe zone', 2, 2, [0, 0, 255, 255]],
    ['the edge of the safe zone', 11, 50, [255, 0, 0, 255]],
    ['the centre', 50, 50, [255, 0, 0, 255]],
  ])('a maskable icon shows the background at %s or the icon inside it', (_where, x, y, rgba) => {
    expect(pixel(brandIconSvg(icon, 'maskable', '#0000ff'), x, y)).toEqual(rgba);
  });
});
