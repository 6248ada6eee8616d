import { describe, expect, it } from 'vitest';
import { gameThumbnail, promotionBanner } from './thumbnails';

/** Baselines of the title lines and of the subtitle, in drawing order. */
function baselines(svg: string) {
  const title = [...svg.matchAll(/<tspan x="50%" y="([\d.]+)"/g)].map((m) => Number(m[1]));
  const subtitle = Number(/<text x="50%" y="([\d.]+)"/.exec(svg)?.[1]);
  return { title, subtitle };
}

describe('generated pictures', () => {
  it.each([
    ['a promotion banner with a two-line title', promotionBanner('welcome-bonus', 'Welcome Bonus 100% up to $500')],
    ['a promotion banner with a short title', promotionBanner('x', 'Cashback')],
    ['a game card with a long name', gameThumbnail('g', 'Enchanted Treasure Jackpot King Deluxe Edition', 'Provider')],
  ])('%s keeps the title clear of the subtitle', (_, svg) => {
    const { title, subtitle } = baselines(svg);
    const subtitleFontSize = Number(/font-size="(\d+)" fill="#fff" opacity/.exec(svg)?.[1]);
    expect(title.length).toBeGreaterThan(0);
    expect(Math.max(...title)).toBeLessThanOrEqual(subtitle - subtitleFontSize * 1.3 + 0.1);
  });

  it('leaves a game card whose name fits where it was', () => {
    expect(baselines(gameThumbnail('g', 'Mystic Cobra', 'Provider')).title).toEqual([272]);
  });
});
