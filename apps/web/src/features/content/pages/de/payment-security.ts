import { PASSWORD_POLICY } from '@casino/api-contract/password-policy';
import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Zahlungssicherheit',
  summary: 'Wie {brand} Ihre Zahlungen und Ihr Geld schützt.',
  updated: '2026-09-30',
  sections: [
    {
      id: 'encryption',
      heading: 'Verschlüsselung',
      blocks: [
        'Jede Seite wird über HTTPS mit TLS 1.2 oder neuer ausgeliefert. Kartendaten gehen direkt an unseren PCI-DSS-zertifizierten Zahlungsdienstleister; wir speichern nie Ihre vollständige Kartennummer oder Prüfziffer.',
      ],
    },
    {
      id: 'segregated-funds',
      heading: 'Ihr Guthaben ist geschützt',
      blocks: [
        'Spielerguthaben liegen auf einem vom Betriebsvermögen getrennten Bankkonto, sodass Ihr Geld auch dann für Sie verfügbar bleibt, wenn das Unternehmen in Schwierigkeiten geriete.',
      ],
    },
    {
      id: 'account-security',
      heading: 'So bleibt Ihr Konto sicher',
      blocks: [
        {
          list: [
            `Verwenden Sie ein Passwort mit mindestens ${PASSWORD_POLICY.minLength} Zeichen, das Sie nirgendwo sonst nutzen.`,
            'Geben Sie Ihre Zugangsdaten nie weiter; unsere Mitarbeitenden fragen nie nach Ihrem Passwort.',
            'Melden Sie sich auf gemeinsam genutzten Geräten ab.',
            'Prüfen Sie ab und zu Ihren Transaktionsverlauf.',
          ],
        },
      ],
    },
    {
      id: 'report',
      heading: 'Ein Problem melden',
      blocks: [
        'Wenn Sie glauben, dass jemand anderes Ihr Konto oder Ihre Zahlungsmethode benutzt hat, kontaktieren Sie uns sofort unter {phone} oder {email}.',
      ],
    },
  ],
};
export default doc;
