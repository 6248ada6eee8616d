import type { CatalogueShape } from './catalogue-shape';
import type { enSite } from './en-site';

/** German of `en-site.ts`. */
export const deSite: CatalogueShape<typeof enSite> = {
  geoBlock: {
    title: 'In Ihrem Land nicht verfügbar',
    heading: '{{brand}} ist in {{country}} nicht verfügbar',
    headingUnknownCountry: '{{brand}} ist in Ihrem Land nicht verfügbar',
    text: 'Unsere Lizenz erlaubt es uns nicht, Registrierung oder Spiele an Ihrem Standort anzubieten.',
    playersText:
      'Sie haben bereits ein Konto? Sie können sich weiterhin anmelden, um Ihr Guthaben auszuzahlen und Ihren Verlauf einzusehen.',
    logIn: 'Anmelden',
    readMore: 'Mehr erfahren',
    terms: 'Allgemeine Geschäftsbedingungen',
    responsibleGaming: 'Verantwortungsvolles Spielen',
    support: 'Support kontaktieren',
    signUpClosed: 'Die Registrierung ist in Ihrem Land nicht verfügbar.',
  },
  demoNeedsLogin: 'Melden Sie sich an, um die Demo zu spielen: Wir prüfen Ihr Alter, bevor Sie spielen.',
  withdrawalsFinal: 'Eine beantragte Auszahlung kann nicht storniert werden.',
};
