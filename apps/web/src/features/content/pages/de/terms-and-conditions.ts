import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Allgemeine Geschäftsbedingungen',
  summary: 'Die Vereinbarung zwischen Ihnen und {brand}, wenn Sie die Website nutzen und spielen.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'introduction',
      heading: '1. Einleitung',
      blocks: [
        'Diese Bedingungen gelten für alle, die die Website von {brand} nutzen. Mit der Eröffnung eines Kontos akzeptieren Sie sie, zusammen mit unserer Datenschutzerklärung, den Bonusbedingungen und unserer Richtlinie zum verantwortungsvollen Spielen. {licence}',
      ],
    },
    {
      id: 'eligibility',
      heading: '2. Wer spielen darf',
      blocks: [
        {
          list: [
            'Sie sind mindestens 18 Jahre alt, oder älter, wo das örtliche Recht es verlangt.',
            'Online-Glücksspiel ist dort erlaubt, wo Sie leben und spielen.',
            'Sie eröffnen nur ein Konto, auf Ihren eigenen Namen und mit wahren Angaben.',
            'Sie sind weder bei uns noch, wo zutreffend, in einem nationalen Sperrsystem gesperrt.',
          ],
        },
      ],
    },
    {
      id: 'your-account',
      heading: '3. Ihr Konto',
      blocks: [
        'Sie halten Ihre Zugangsdaten geheim und sind für das Spiel auf Ihrem Konto verantwortlich. Teilen Sie uns Änderungen Ihrer Daten mit. Wir können jederzeit Nachweise verlangen und das Konto bis zu deren Eingang sperren.',
      ],
    },
    {
      id: 'deposits-and-withdrawals',
      heading: '4. Ein- und Auszahlungen',
      blocks: [
        'Ein- und Auszahlungen richten sich nach den Bedingungen auf unseren Seiten zu Ein- und Auszahlungsmethoden. Auf Guthaben zahlen wir keine Zinsen. Auszahlungen gehen an die Person, auf die das Konto lautet.',
      ],
    },
    {
      id: 'games',
      heading: '5. Spiele und Einsätze',
      blocks: [
        'Ein Einsatz ist angenommen, wenn das Spiel ihn bestätigt. Ergebnisse werden von zertifizierten Zufallsgeneratoren oder, bei Live-Spielen, vom realen Spiel bestimmt. Regeln und Auszahlungsquote jedes Spiels stehen im Spiel. Eine Fehlfunktion macht alle Gewinne und Spiele ungültig.',
      ],
    },
    {
      id: 'bonuses',
      heading: '6. Boni und Aktionen',
      blocks: [
        'Boni unterliegen den Bonusbedingungen und den Bedingungen der jeweiligen Aktion. Bei Abweichungen gelten die Bedingungen der Aktion.',
      ],
    },
    {
      id: 'responsible-gaming',
      heading: '7. Verantwortungsvolles Spielen',
      blocks: [
        'Wir bieten Einzahlungs- und Verlustlimits, Realitätschecks, Spielpausen und Selbstsperren. Ein von Ihnen gesetztes Limit oder eine Sperre kann unser Personal nicht vorzeitig aufheben.',
      ],
    },
    {
      id: 'closing',
      heading: '8. Kontoschließung',
      blocks: [
        'Sie können Ihr Konto jederzeit über den Support schließen. Wir können Konten schließen oder sperren, die gegen diese Bedingungen verstoßen. Ihnen zustehendes Guthaben wird nach den üblichen Prüfungen ausgezahlt.',
      ],
    },
    {
      id: 'complaints',
      heading: '9. Beschwerden',
      blocks: [
        'Senden Sie Beschwerden an {email}. Wir antworten innerhalb von 14 Tagen. Sind Sie mit unserer abschließenden Antwort nicht zufrieden, können Sie sich an die in unserer Lizenz genannte Schlichtungsstelle wenden.',
      ],
    },
    {
      id: 'changes',
      heading: '10. Änderungen dieser Bedingungen',
      blocks: [
        'Wir können diese Bedingungen ändern. Über wesentliche Änderungen informieren wir mindestens 14 Tage im Voraus; wer danach weiterspielt, akzeptiert sie.',
      ],
    },
  ],
};
export default doc;
