import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Wöchentliches Cashback',
  summary: 'Jeden Montag erstattet {brand} einen Teil Ihrer Nettoverluste der Vorwoche.',
  updated: '2026-10-19',
  sections: [
    {
      id: 'what-you-get',
      heading: 'Was Sie erhalten',
      blocks: [
        'Haben Ihre Echtgeld-Einsätze zwischen Montag 00:00 und Sonntag 23:59 Uhr (UTC) mehr verloren als gewonnen, erstatten wir einen Prozentsatz der Differenz. Er hängt von Ihrer VIP-Stufe ab: 5 % bei Bronze, bis zu 15 % bei Diamant.',
        'Cashback wird als Echtgeld ohne Umsatzbedingungen gutgeschrieben. Sie können damit spielen oder es sofort auszahlen.',
      ],
    },
    {
      id: 'how-it-is-calculated',
      heading: 'Berechnung',
      blocks: [
        'Nettoverlust = Echtgeld-Einsätze − Echtgeld-Gewinne − in derselben Woche gutgeschriebene Boni. Ein- und Auszahlungen ändern den Betrag nicht.',
        {
          list: [
            'Mindest-Nettoverlust für Cashback: 20 Einheiten Ihrer Kontowährung',
            'Höchstes wöchentliches Cashback: 5.000 Einheiten',
            'Gutschrift montags bis 12:00 Uhr UTC',
          ],
        },
      ],
    },
    {
      id: 'conditions',
      heading: 'Bedingungen',
      blocks: [
        'Für Wochen mit aktiver Spielpause oder Selbstsperre und für nicht verifizierte Konten gibt es kein Cashback. Es gelten die vollständigen Bonusbedingungen.',
      ],
    },
  ],
};
export default doc;
