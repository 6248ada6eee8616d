import type { TFunction } from 'i18next';
import { brand } from '@/config/brand';
import { FOOTER_CATEGORIES, paths, SIDE_MENU_CATEGORIES } from '@/config/paths';
import { DEFAULT_UI_LANGUAGE } from '@/lib/i18n/languages';

export type NavLink = { href: string; label: string; external?: boolean };
export type NavGroup = { title: string; links: NavLink[] };

/** Side menu: the lobby, the player's lists, the category pages of docs/product.md#dialogs-and-widgets, and the rest of the site. */
export function sideMenuGroups(t: TFunction): NavGroup[] {
  return [
    {
      title: t('nav.mainMenu'),
      links: [
        { href: paths.home, label: t('nav.lobby') },
        { href: paths.favorites, label: t('nav.favorites') },
        { href: paths.recent, label: t('nav.recent') },
        { href: paths.promotions, label: t('nav.promotions') },
      ],
    },
    {
      title: t('nav.categoriesTitle'),
      links: [
        ...SIDE_MENU_CATEGORIES.map((alias) => ({ href: paths.category(alias), label: t(`categories.${alias}`) })),
        { href: paths.categories, label: t('nav.allCategories') },
        { href: paths.providers, label: t('nav.providers') },
      ],
    },
    {
      title: t('nav.discover'),
      links: [
        { href: paths.vipClub, label: t('nav.vipClub') },
        { href: paths.tournaments, label: t('nav.tournaments') },
        { href: paths.support, label: t('nav.support') },
      ],
    },
  ];
}

/** The footer (docs/product.md#footer): Games, Promotions, Banking, Casino, Customer Care; the affiliate program is external. */
export function footerGroups(t: TFunction, lang: string = DEFAULT_UI_LANGUAGE): NavGroup[] {
  const info = (page: Parameters<typeof paths.info>[1]) => ({ href: paths.info(lang, page), label: t(`info.${page}`) });
  return [
    {
      title: t('footer.games'),
      links: [
        { href: paths.category('slots'), label: t('categories.slots') },
        ...FOOTER_CATEGORIES.map((alias) => ({ href: paths.category(alias), label: t(`categories.${alias}`) })),
        { href: paths.providers, label: t('nav.providers') },
      ],
    },
    {
      title: t('footer.promotions'),
      links: [
        { href: paths.promotions, label: t('nav.promotions') },
        info('vip-club'),
        info('tournaments'),
        info('weekly-cashback'),
        info('bonus-terms'),
      ],
    },
    {
      title: t('footer.banking'),
      links: [info('deposit-methods'), info('withdrawal-methods'), info('refund-policy'), info('payment-security')],
    },
    {
      title: t('footer.casino'),
      links: [
        info('about'),
        info('terms-and-conditions'),
        info('privacy-policy'),
        info('aml-policy'),
        { href: brand.affiliateUrl, label: t('footer.affiliate'), external: true },
      ],
    },
    {
      title: t('footer.customerCare'),
      links: [{ href: paths.support, label: t('nav.support') }, info('help-desk'), info('responsible-gaming')],
    },
  ];
}
