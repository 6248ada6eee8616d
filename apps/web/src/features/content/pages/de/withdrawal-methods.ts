import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Auszahlungsmethoden',
  summary: 'Wie Sie Ihre Gewinne bei {brand} auszahlen, wie lange es dauert und was wir vorher prüfen.',
  updated: '2026-10-27',
  sections: [
    {
      id: 'methods',
      heading: 'Methoden',
      blocks: [
        'Auszahlungen gehen nach Möglichkeit an eine Methode zurück, mit der Sie eingezahlt haben. Kartenauszahlungen erreichen Ihre Karte in 1 bis 5 Bankarbeitstagen; Krypto-Auszahlungen werden innerhalb von 24 Stunden nach Freigabe gesendet.',
        {
          list: [
            'Mindestauszahlung: 20',
            'Höchstbetrag pro Tag: 10.000, höher für VIP-Stufen',
            'Gebühren: keine von uns; bei Krypto-Auszahlungen wird die Netzwerkgebühr abgezogen',
          ],
        },
      ],
    },
    {
      id: 'pending',
      heading: 'Ausstehende Auszahlungen',
      blocks: [
        'Eine neue Auszahlung ist ausstehend, solange wir sie prüfen, meist bis zu 24 Stunden. Den Status sehen Sie in Ihrem Konto; in Märkten, in denen es erlaubt ist, können Sie sie in dieser Zeit stornieren, und das Geld geht zurück in Ihr Guthaben.',
      ],
    },
    {
      id: 'verification',
      heading: 'Identitätsprüfung',
      blocks: [
        'Vor Ihrer ersten Auszahlung prüfen wir Identität und Adresse, wie es unsere Lizenz und das Geldwäschegesetz verlangen. Halten Sie bitte einen Lichtbildausweis und eine aktuelle Rechnung oder einen Kontoauszug bereit. Die Prüfung dauert in der Regel unter 48 Stunden.',
      ],
    },
    {
      id: 'bonuses',
      heading: 'Boni und Auszahlungen',
      blocks: [
        'Solange ein Bonus mit Umsatzbedingungen aktiv ist, verfallen bei einer Auszahlung der Bonus und die Gewinne daraus. Die Bonusbedingungen erklären das im Detail.',
      ],
    },
  ],
};
export default doc;
