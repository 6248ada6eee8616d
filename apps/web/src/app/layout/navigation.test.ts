import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { footerGroups, sideMenuGroups } from './navigation';

const t = i18n.t.bind(i18n);

describe('site navigation', () => {
  it('the footer has the five groups, in order', () => {
    expect(footerGroups(t).map((g) => g.title)).toEqual(['Games', 'Promotions', 'Banking', 'Casino', 'Customer Care']);
  });

  it('links the footer categories, the informational pages in the given language, and an external affiliate program', () => {
    const links = footerGroups(t, 'en').flatMap((g) => g.links);
    expect(links.map((l) => l.href)).toEqual(
      expect.arrayContaining([
        '/categories/live-dealers',
        '/categories/table',
        '/en/help-desk',
        '/en/responsible-gaming',
      ]),
    );
    const affiliate = links.find((l) => l.label === 'Affiliate Program');
    expect(affiliate).toMatchObject({ external: true });
    expect(affiliate?.href).toMatch(/^https:\/\//);
    expect(links.filter((l) => l.external)).toHaveLength(1);
  });

  it('the side menu links every category page', () => {
    const hrefs = sideMenuGroups(t).flatMap((g) => g.links.map((l) => l.href));
    for (const alias of ['slots', 'blackjack', 'roulette', 'baccarat', 'live', 'crash', 'dice', 'video-poker']) {
      expect(hrefs).toContain(`/categories/${alias}`);
    }
  });
});
