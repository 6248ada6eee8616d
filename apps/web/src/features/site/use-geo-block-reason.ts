import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { countryName } from '@/lib/country-name';

/**
 * Why the brand offers no play here, in the page's language: "Royale Casino is not available in United States" and
 * the licence sentence. One wording for the geo-block page and for a logged-in player's game page.
 */
export function useGeoBlockReason(country: string | null): { title: string; text: string } {
  const { t, i18n } = useTranslation();
  const name = countryName(country, i18n.resolvedLanguage ?? i18n.language);
  return {
    title: name
      ? t('site.geoBlock.heading', { brand: brand.name, country: name })
      : t('site.geoBlock.headingUnknownCountry', { brand: brand.name }),
    text: t('site.geoBlock.text'),
  };
}
