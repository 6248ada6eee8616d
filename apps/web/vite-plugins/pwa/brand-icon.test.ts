import { BRAND_MARK } from '../../src/config/brand-mark.ts';
import { brandIconSvg } from './brand-icon.ts';

const colors = {
  background: '#0f0b1e',
  surface: '#1a1430',
  tile: '#251d42',
  primary: '#f5b301',
  onPrimary: '#1a1206',
  text: '#f5f3ff',
  textMuted: '#b9b0d9',
};

/** The corner points of the mark's star, in the mark's units: a move, then relative lines ("M x y l dx dy …z"). */
const starPoints = () => {
  const numbers = (text: string) => (text.match(/-?\d+/g) ?? []).map(Number);
  const [move = '', lines = ''] = BRAND_MARK.starPath.replace(/z$/, '').slice(1).split('l');
  let [x = 0, y = 0] = numbers(move);
  const points: Array<[number, number]> = [[x, y]];
  const steps = numbers(lines);
  for (let i = 0; i + 1 < steps.length; i += 2) {
    x += steps[i] ?? 0;
    y += steps[i + 1] ?? 0;
    points.push([x, y]);
  }
  return points;
};

describe('the app icon drawn from the brand', () => {
  it.each([
    ['any', `rx="${BRAND_MARK.tileRadius}"`],
    ['maskable', 'rx="0"'],
  ] as const)('a %s icon is the logo tile (%s) in the brand colours, with the star', (purpose, corner) => {
    const svg = brandIconSvg(colors, purpose);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 64 64"/);
    expect(svg).toContain(corner);
    expect(svg).toContain('fill="#251d42"');
    expect(svg).toContain(`<path d="${BRAND_MARK.starPath}" fill="#f5b301"/>`);
  });

  it('keeps the star inside the maskable safe zone (a circle of 40 % of the size around the centre)', () => {
    const centre = BRAND_MARK.size / 2;
    const points = starPoints();
    expect(points).toHaveLength(10);
    for (const [x, y] of points) {
      expect(Math.hypot(x - centre, y - centre)).toBeLessThanOrEqual(0.4 * BRAND_MARK.size);
    }
  });
});
