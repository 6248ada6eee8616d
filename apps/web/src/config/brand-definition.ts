import type { ColorScheme, Tokens } from '@casino/ui';
import type { UiLanguage } from '@/lib/i18n/languages';

/** One level of the brand's VIP Club; levels are marketing terms a brand sets, the same for every visitor. */
export type VipLevel = {
  /** Stable key (element ids, tests); the player reads `name`. */
  id: string;
  /** The level's name in every UI language. */
  name: Record<UiLanguage, string>;
  /** Points collected in the last 90 days to reach the level. */
  pointsRequired: number;
  weeklyCashbackPercent: number;
  withdrawalHours: number;
  /** Minor units of USD. */
  dailyWithdrawalLimit: number;
  birthdayGift: boolean;
  personalManager: boolean;
  byInvitation: boolean;
};

/**
 * Everything a white-label brand decides, as its folder's `brand.ts` default-exports it (`brands/<name>/`, read at
 * build time: see vite-plugins/brand). The folder also holds `vip-levels.ts` (its VIP Club, a `VipLevel[]`, apart so
 * that only the VIP page loads it), `logo.svg` (the header's mark) and `icon.svg` (the square the favicon and the
 * installed app's icons are drawn from).
 */
export type BrandDefinition = {
  name: string;
  /** `phone` and `email` are the defaults of the deployment settings `VITE_BRAND_PHONE` and `VITE_BRAND_EMAIL`. */
  contact: { phone: string; email: string; helpDeskPath: string };
  links: {
    affiliate: string;
    /** Independent help for problem gambling, shown in the footer. */
    helpOrganisation: string;
  };
  /** The licence number; the sentence around it is UI text (`footer.licence`), so it follows the language. */
  licenceNumber: string;
  /**
   * Both schemes' design tokens, fonts included; every text colour must keep WCAG AA contrast on its grounds (checked
   * at build).
   */
  schemes: Record<ColorScheme, Tokens>;
  /**
   * A casino-ui built-in theme class made from exactly these schemes (`royaleTheme`, `lagoonTheme`), whose styles the
   * app then uses as they are. Without one, the build makes the brand's theme class from `schemes`.
   */
  theme?: string;
  /** The scheme a visitor sees before choosing one and when the device states no preference. */
  defaultScheme: ColorScheme;
};
