import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Richtlinie zur Geldwäscheprävention',
  summary: 'Wie {brand} Geldwäsche und Terrorismusfinanzierung verhindert und was das für Sie bedeutet.',
  updated: '2026-08-15',
  sections: [
    {
      id: 'our-commitment',
      heading: 'Unsere Verpflichtung',
      blocks: [
        '{brand} befolgt die Vorschriften zur Geldwäscheprävention und zur Bekämpfung der Terrorismusfinanzierung, die für unsere Lizenz gelten: {licence} Wir haben eine Geldwäschebeauftragte Person benannt und schulen alle Mitarbeitenden, die mit Zahlungen arbeiten.',
      ],
    },
    {
      id: 'know-your-customer',
      heading: 'Wir kennen unsere Kundschaft',
      blocks: [
        'Wir prüfen Identität, Alter und Adresse aller Spielenden, spätestens vor der ersten Auszahlung und immer dann, wenn Einzahlungen eine gesetzliche Schwelle erreichen.',
        {
          list: [
            'Identitätsnachweis: Reisepass, Personalausweis oder Führerschein',
            'Adressnachweis: Rechnung eines Versorgers oder Kontoauszug der letzten 3 Monate',
            'Nachweis der Zahlungsmethode: Foto der Karte mit abgedeckten mittleren Ziffern oder Screenshot der Wallet',
          ],
        },
      ],
    },
    {
      id: 'source-of-funds',
      heading: 'Herkunft der Mittel',
      blocks: [
        'Bei höheren Einzahlungen können wir fragen, woher Ihr Geld stammt, etwa mit einer Gehaltsabrechnung oder einem Steuerbescheid. Bis dahin können Ein- und Auszahlungen ausgesetzt werden.',
      ],
    },
    {
      id: 'monitoring',
      heading: 'Überwachung',
      blocks: [
        'Wir überwachen Transaktionen auf ungewöhnliche Muster, etwa Einzahlungen, die kaum gespielt wieder ausgezahlt werden, oder Zahlungen mehrerer Personen auf ein Konto. Geld muss an die Methode ausgezahlt werden, von der es kam.',
      ],
    },
    {
      id: 'reporting',
      heading: 'Meldungen',
      blocks: [
        'Verdächtige Vorgänge melden wir den Behörden, wie es das Gesetz verlangt, und dürfen die betroffene Person darüber nicht informieren. Wo erforderlich, können wir Konten schließen und Guthaben einbehalten.',
      ],
    },
    {
      id: 'records',
      heading: 'Aufbewahrung',
      blocks: [
        'Identitäts- und Transaktionsdaten bewahren wir mindestens fünf Jahre nach Schließung eines Kontos auf.',
      ],
    },
  ],
};
export default doc;
