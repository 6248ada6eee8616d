import { lagoonDefaultScheme, lagoonSchemes, lagoonTheme } from '@casino/ui/themes/lagoon';
import type { BrandDefinition } from '../../src/config/brand-definition';

/** Lagoon Play: casino-ui's built-in Lagoon theme, deep teal with coral and rounder shapes, light by default. */
const lagoon: BrandDefinition = {
  name: 'Lagoon Play',
  contact: { phone: '+44 20 7946 0321', email: 'care@lagoonplay.example', helpDeskPath: '/en/help-desk' },
  links: { affiliate: 'https://partners.lagoonplay.example', helpOrganisation: 'https://www.begambleaware.org' },
  licenceNumber: 'DEMO-0002',
  schemes: lagoonSchemes,
  theme: lagoonTheme,
  defaultScheme: lagoonDefaultScheme,
};

export default lagoon;
