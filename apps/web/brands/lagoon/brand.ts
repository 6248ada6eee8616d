import { lagoonDefaultScheme, lagoonSchemes } from '@casino/ui/themes/lagoon';
import type { BrandDefinition } from '../../src/config/brand-definition';
import { STANDARD_VIP_LEVELS } from '../../src/config/standard-vip-levels';

/** Lagoon Play: casino-ui's built-in Lagoon theme, deep teal with coral and rounder shapes, light by default. */
const lagoon: BrandDefinition = {
  name: 'Lagoon Play',
  contact: { phone: '+44 20 7946 0321', email: 'care@lagoonplay.example', helpDeskPath: '/en/help-desk' },
  links: { affiliate: 'https://partners.lagoonplay.example', helpOrganisation: 'https://www.begambleaware.org' },
  licenceNumber: 'DEMO-0002',
  schemes: lagoonSchemes,
  fonts: lagoonSchemes.light.font,
  defaultScheme: lagoonDefaultScheme,
  vipLevels: STANDARD_VIP_LEVELS,
};

export default lagoon;
