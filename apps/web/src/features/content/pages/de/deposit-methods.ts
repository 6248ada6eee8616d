import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Einzahlungsmethoden',
  summary: 'So zahlen Sie Geld auf Ihr {brand}-Konto ein, mit Limits und Bearbeitungszeiten.',
  updated: '2026-10-27',
  sections: [
    {
      id: 'cards',
      heading: 'Debit- und Kreditkarten',
      blocks: [
        'Wir akzeptieren Visa- und Mastercard-Karten, die auf Ihren Namen ausgestellt sind. Karteneinzahlungen sind sofort verfügbar. Ihre Bank kann verlangen, dass Sie die Zahlung in ihrer App bestätigen (3-D Secure).',
        {
          list: [
            'Mindesteinzahlung: 10',
            'Höchstbetrag je Einzahlung: 5.000',
            'Gebühren: keine von uns; Ihr Kartenaussteller kann Glücksspielzahlungen als Bargeldabhebung behandeln',
          ],
        },
      ],
    },
    {
      id: 'crypto',
      heading: 'Kryptowährungen',
      blocks: [
        'Sie können Bitcoin (BTC), Ethereum (ETH) und USDT einzahlen. Die Kasse zeigt eine Einzahlungsadresse und einen QR-Code für Ihr Konto; wählen Sie bei USDT in Ihrer Wallet immer dasselbe Netzwerk wie in der Kasse, sonst kann das Geld verloren gehen.',
        'Krypto-Einzahlungen werden nach der Bestätigung im Netzwerk gutgeschrieben, meist innerhalb von 10 bis 30 Minuten, zum Kurs im Moment der Gutschrift.',
      ],
    },
    {
      id: 'before-you-deposit',
      heading: 'Vor der Einzahlung',
      blocks: [
        'Legen Sie vor Ihrer ersten Einzahlung ein Einzahlungslimit fest. Das dauert in Ihrem Konto eine Minute, und Sie können es jederzeit senken. Zahlen Sie nur Geld ein, dessen Verlust Sie sich leisten können.',
        'Einzahlungen müssen von einer Zahlungsmethode auf Ihren Namen kommen. Zahlungen Dritter gehen an den Absender zurück.',
      ],
    },
    {
      id: 'problems',
      heading: 'Wenn eine Einzahlung nicht ankommt',
      blocks: [
        'Verzögerungen entstehen meist durch Bankprüfungen oder langsame Blockchain-Bestätigungen. Ist das Geld vor mehr als einer Stunde abgebucht und nicht in Ihrem Guthaben, kontaktieren Sie uns unter {email} oder {phone} mit Zeitpunkt, Betrag und Methode.',
      ],
    },
  ],
};
export default doc;
