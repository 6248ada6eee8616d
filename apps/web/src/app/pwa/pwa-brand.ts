import { iconSvg } from 'virtual:brand';
import { brand } from '@/config/brand';
import { brandSchemes, brandTokens } from '@/config/brand-tokens';
import { de } from '@/lib/i18n/de';
import { en } from '@/lib/i18n/en';
import { UI_LANGUAGES, type UiLanguage } from '@/lib/i18n/languages';

/** The offline page's texts in one language. */
export type OfflineTexts = { title: string; text: string; tryAgain: string };

/** The colours of a page in one scheme. */
export type PageColors = {
  background: string;
  surface: string;
  primary: string;
  onPrimary: string;
  text: string;
  textMuted: string;
};

/** What the installable app's files (manifest, icons, offline page) take from the configured brand. */
export type PwaBrand = {
  name: string;
  /** The brand folder's icon.svg, which the app icons are drawn from. */
  icon: string;
  colors: {
    background: string;
    surface: string;
    primary: string;
    onPrimary: string;
    text: string;
    textMuted: string;
  };
  /** The page background of the brand's light and dark scheme (the documents' theme-color, one per scheme). */
  themeColors: { light: string; dark: string };
  /** Both schemes' page colours: the offline page follows the device's scheme as the site does. */
  schemes: { light: PageColors; dark: PageColors };
  /** Every UI language, the default first: the offline page is static, so it carries them all. */
  offline: ReadonlyArray<{ language: UiLanguage; texts: OfflineTexts }>;
};

const catalogues: Record<UiLanguage, { app: { offline: OfflineTexts } }> = { en, de };

/**
 * The brand as the build's PWA step sees it (vite-plugins/pwa). Read here, in the app's server build, because
 * brand, theme tokens and catalogues are the app's own modules: the build gets the same values the pages show.
 */
export function pwaBrand(): PwaBrand {
  const { color } = brandTokens;
  return {
    name: brand.name,
    icon: iconSvg,
    colors: {
      background: color.background,
      surface: color.surface,
      primary: color.primary,
      onPrimary: color.onPrimary,
      text: color.text,
      textMuted: color.textMuted,
    },
    themeColors: { light: brandSchemes.light.color.background, dark: brandSchemes.dark.color.background },
    schemes: { light: pageColors(brandSchemes.light.color), dark: pageColors(brandSchemes.dark.color) },
    offline: UI_LANGUAGES.map((language) => ({ language, texts: catalogues[language].app.offline })),
  };
}

const pageColors = (color: typeof brandTokens.color): PageColors => ({
  background: color.background,
  surface: color.surface,
  primary: color.primary,
  onPrimary: color.onPrimary,
  text: color.text,
  textMuted: color.textMuted,
});
