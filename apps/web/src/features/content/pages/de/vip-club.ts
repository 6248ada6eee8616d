import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'VIP-Club',
  summary: 'So funktioniert der VIP-Club von {brand}: Stufen, Punkte, Vorteile und die Regeln dazu.',
  updated: '2026-11-02',
  sections: [
    {
      id: 'how-it-works',
      heading: 'So funktioniert der VIP-Club',
      blocks: [
        'Jede Spielerin und jeder Spieler mit verifiziertem Konto ist ab dem ersten Echtgeld-Einsatz Mitglied im VIP-Club. Eine Anmeldung oder Gebühr gibt es nicht.',
        'Treuepunkte sammeln Sie mit Echtgeld-Einsätzen: einen Punkt je 10 Einheiten Ihrer Kontowährung an Slots und einen Punkt je 50 Einheiten an Tisch- und Live-Spielen, bei denen der Hausvorteil geringer ist. Einsätze mit Bonusgeld bringen keine Punkte.',
      ],
    },
    {
      id: 'levels',
      heading: 'Stufen',
      blocks: [
        'Ihre Stufe richtet sich nach den Punkten der letzten 90 Tage. Sie wird jede Nacht geprüft; ein Aufstieg gilt also ab dem nächsten Tag.',
        {
          list: [
            'Bronze: ab dem ersten Punkt',
            'Silber: 1.000 Punkte',
            'Gold: 5.000 Punkte',
            'Platin: 20.000 Punkte',
            'Diamant: 75.000 Punkte, auf Einladung nach Prüfung',
          ],
        },
        'Die aktuellen Vorteile jeder Stufe stehen auf der VIP-Club-Seite der Website.',
      ],
    },
    {
      id: 'benefits',
      heading: 'Vorteile',
      blocks: [
        'Mit jeder Stufe wachsen die Vorteile: ein höherer wöchentlicher Cashback-Satz, schnellere Auszahlungen, höhere Auszahlungslimits, Geburtstagsgeschenke und ab Platin eine persönliche Betreuung.',
        'Cashback und Geschenke werden als Echtgeld ohne Umsatzbedingungen gutgeschrieben, sofern das Angebot nichts anderes sagt.',
      ],
    },
    {
      id: 'keeping-your-level',
      heading: 'Stufe halten',
      blocks: [
        'Fallen Ihre Punkte der letzten 90 Tage unter die Schwelle Ihrer Stufe, steigen Sie eine Stufe ab, höchstens eine pro Monat. Wir informieren Sie sieben Tage vorher per E-Mail.',
      ],
    },
    {
      id: 'responsible-play',
      heading: 'Verantwortungsvolles Spielen geht vor',
      blocks: [
        'Der VIP-Club belohnt Spiel, das Ihnen Freude macht und das Sie sich leisten können; er ist nie ein Grund, mehr zu spielen. Während einer Spielpause oder Selbstsperre erhalten Sie keine VIP-Angebote, und wir können VIP-Kontakte aussetzen, wenn wir Anzeichen für Probleme sehen.',
        'Fragen zu Ihrer Stufe? Schreiben Sie an {email} oder rufen Sie {phone} an.',
      ],
    },
  ],
};
export default doc;
