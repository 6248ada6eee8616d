import { royaleDefaultScheme, royaleSchemes, royaleTheme } from '@casino/ui/themes/royale';
import type { BrandDefinition } from '../../src/config/brand-definition';

/** Royale Casino, the default brand: casino-ui's built-in Royale theme, dark violet with gold, dark by default. */
const royale: BrandDefinition = {
  name: 'Royale Casino',
  contact: { phone: '+1 800 555 0199', email: 'support@royale-casino.example', helpDeskPath: '/en/help-desk' },
  links: { affiliate: 'https://affiliates.royale-casino.example', helpOrganisation: 'https://www.begambleaware.org' },
  licenceNumber: 'DEMO-0001',
  schemes: royaleSchemes,
  theme: royaleTheme,
  defaultScheme: royaleDefaultScheme,
};

export default royale;
