import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Datenschutzerklärung',
  summary:
    'Welche personenbezogenen Daten {brand} erhebt, wozu, wie lange wir sie speichern und welche Rechte Sie haben.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Wer wir sind',
      blocks: [
        '{brand} ist verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten. Unsere Datenschutzbeauftragte Person erreichen Sie unter {email}.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Welche Daten wir erheben',
      blocks: [
        {
          list: [
            'Kontodaten: Name, Geburtsdatum, Adresse, E-Mail, Telefonnummer, Benutzername',
            'Von Ihnen hochgeladene Nachweise',
            'Zahlungs- und Transaktionsdaten',
            'Spieldaten: Einsätze, Gewinne, Sitzungszeiten',
            'Technische Daten: IP-Adresse, Gerät und Browser, Cookies',
          ],
        },
      ],
    },
    {
      id: 'why',
      heading: 'Wozu wir sie nutzen',
      blocks: [
        'Um Ihr Konto zu führen und Sie auszuzahlen (Vertrag); um Alter und Identität zu prüfen, Betrug und Geldwäsche zu verhindern und Spielende vor Schaden zu schützen (rechtliche Pflicht); um die Website zu verbessern (berechtigtes Interesse); und um Ihnen Angebote nur mit Ihrer Zustimmung zu senden (Einwilligung).',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        'Wir verwenden unbedingt notwendige Cookies, um Sie angemeldet zu halten und Ihre Cookie-Wahl zu speichern. Andere Cookies, etwa für Statistiken, setzen wir nur, wenn Sie im Cookie-Banner zustimmen. Ihre Wahl können Sie jederzeit über den Link „Cookie-Einstellungen“ unten auf jeder Seite ändern.',
      ],
    },
    {
      id: 'sharing',
      heading: 'An wen wir Daten weitergeben',
      blocks: [
        'Zahlungsdienstleister, Dienste zur Identitätsprüfung, Spieleanbieter (nur eine pseudonyme Spieler-ID), unsere Aufsichtsbehörde und Strafverfolgungsbehörden, wo das Gesetz es verlangt. Wir verkaufen keine personenbezogenen Daten.',
      ],
    },
    {
      id: 'retention',
      heading: 'Wie lange wir sie speichern',
      blocks: [
        'Solange Ihr Konto besteht und danach fünf Jahre, wie es das Geldwäscherecht verlangt. Marketing-Einstellungen löschen wir, wenn Sie Ihre Einwilligung widerrufen.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Ihre Rechte',
      blocks: [
        'Sie können Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen, die Verarbeitung einschränken oder ihr widersprechen und Ihre Daten in einem übertragbaren Format erhalten. Schreiben Sie an {email}. Sie können sich auch bei Ihrer Datenschutzbehörde beschweren.',
      ],
    },
  ],
};
export default doc;
