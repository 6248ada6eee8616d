import { env } from './env';

/**
 * What a white-label brand decides besides its theme: name, contact channels, external links and licence.
 * `{phone}` and `{email}` of the spec are deployment settings with demo defaults.
 */
export type BrandConfig = {
  id: 'royale' | 'lagoon';
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

const brands: Record<
  BrandConfig['id'],
  Omit<BrandConfig, 'supportPhone' | 'supportEmail'> & {
    supportPhone: string;
    supportEmail: string;
  }
> = {
  royale: {
    id: 'royale',
    name: 'Royale Casino',
    supportPhone: '+1 800 555 0199',
    supportEmail: 'support@royale-casino.example',
    affiliateUrl: 'https://affiliates.royale-casino.example',
    helpDeskPath: '/en/help-desk',
    licenceNumber: 'DEMO-0001',
    helpOrganisationUrl: 'https://www.begambleaware.org',
  },
  lagoon: {
    id: 'lagoon',
    name: 'Lagoon Play',
    supportPhone: '+44 20 7946 0321',
    supportEmail: 'care@lagoonplay.example',
    affiliateUrl: 'https://partners.lagoonplay.example',
    helpDeskPath: '/en/help-desk',
    licenceNumber: 'DEMO-0002',
    helpOrganisationUrl: 'https://www.begambleaware.org',
  },
};

const selected = brands[env.VITE_BRAND];

export const brand: BrandConfig = {
  ...selected,
  supportPhone: env.VITE_BRAND_PHONE ?? selected.supportPhone,
  supportEmail: env.VITE_BRAND_EMAIL ?? selected.supportEmail,
};

/** `tel:` wants no spaces. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
