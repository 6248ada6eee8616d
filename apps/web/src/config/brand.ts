import { brandDefinition } from 'virtual:brand';
import { env } from './env';

/**
 * What the configured brand (its folder, `brands/<name>/`) decides besides its theme: name, contact channels, external
 * links and licence. Phone and e-mail are deployment settings too; the folder holds their defaults.
 */
export type BrandConfig = {
  name: string;
  supportPhone: string;
  supportEmail: string;
  affiliateUrl: string;
  helpDeskPath: string;
  /** The licence number; the sentence around it is UI text (`footer.licence`), so it follows the language. */
  licenceNumber: string;
  /** Independent help for problem gambling, shown in the footer. */
  helpOrganisationUrl: string;
};

export const brand: BrandConfig = {
  name: brandDefinition.name,
  supportPhone: env.VITE_BRAND_PHONE ?? brandDefinition.contact.phone,
  supportEmail: env.VITE_BRAND_EMAIL ?? brandDefinition.contact.email,
  affiliateUrl: brandDefinition.links.affiliate,
  helpDeskPath: brandDefinition.contact.helpDeskPath,
  licenceNumber: brandDefinition.licenceNumber,
  helpOrganisationUrl: brandDefinition.links.helpOrganisation,
};

/** `tel:` wants no spaces. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
