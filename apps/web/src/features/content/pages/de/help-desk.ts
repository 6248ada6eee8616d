import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Hilfe-Center',
  summary: 'So erreichen Sie das Support-Team von {brand}, und Antworten auf die häufigsten Fragen.',
  updated: '2026-11-02',
  sections: [
    {
      id: 'contact',
      heading: 'Kontakt',
      blocks: [
        'Unser Support-Team ist an jedem Tag des Jahres für Sie da.',
        { list: ['Telefon: {phone} (08:00 bis 24:00 Uhr MEZ)', 'E-Mail: {email} (Antwort innerhalb von 24 Stunden)'] },
        { links: [{ label: 'Support-Seite mit durchsuchbaren FAQ', href: '/support' }] },
      ],
    },
    {
      id: 'account',
      heading: 'Konto und Anmeldung',
      blocks: [
        'Passwort vergessen? Wählen Sie „Log in“ und dann den Link zur Wiederherstellung; wir senden Ihnen einen Link per E-Mail. Kommt die E-Mail nicht innerhalb von 10 Minuten an, sehen Sie im Spam-Ordner nach.',
      ],
    },
    {
      id: 'payments',
      heading: 'Zahlungen',
      blocks: [
        'Karteneinzahlungen sind sofort da, Krypto-Einzahlungen nach der Bestätigung im Netzwerk. Auszahlungen prüfen wir innerhalb von 24 Stunden. Limits und Zeiten stehen auf unseren Seiten zu Ein- und Auszahlungsmethoden.',
      ],
    },
    {
      id: 'games',
      heading: 'Spiele',
      blocks: [
        'Bricht ein Spiel während einer Runde ab, laden Sie es neu: Die Runde wird fortgesetzt oder vom Anbieter abgerechnet. Ihr Wettverlauf zeigt das Ergebnis jeder Runde.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Beschwerden',
      blocks: [
        'Wenn etwas schiefgelaufen ist, schreiben Sie an {email} mit Ihrem Benutzernamen und einer Beschreibung. Wir antworten innerhalb von 14 Tagen und sagen Ihnen, wie Sie die Sache weitergeben können, wenn Sie nicht zufrieden sind.',
      ],
    },
  ],
};
export default doc;
