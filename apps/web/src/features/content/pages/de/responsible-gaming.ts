import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Verantwortungsvolles Spielen',
  summary: 'Glücksspiel soll Spaß machen. Die Werkzeuge und die Hilfe, die {brand} dafür bietet.',
  updated: '2026-11-02',
  sections: [
    {
      id: 'our-approach',
      heading: 'Unser Ansatz',
      blocks: [
        'Spielen Sie zur Unterhaltung, mit Geld, dessen Verlust Sie sich leisten können, und nie, um Verluste zurückzugewinnen. Spielen dürfen nur Personen ab 18 Jahren.',
        'Unsere Werkzeuge stehen in Ihrem Konto schon vor der ersten Einzahlung bereit, und unser Support unter {phone} und {email} kann sie für Sie einrichten.',
      ],
    },
    {
      id: 'deposit-and-loss-limits',
      heading: 'Einzahlungs- und Verlustlimits',
      blocks: [
        'Legen Sie fest, wie viel Sie pro Tag, Woche oder Monat einzahlen oder verlieren können. Eine Einzahlung über Ihrem Limit wird abgelehnt.',
        'Eine Senkung gilt sofort. Eine Erhöhung oder Aufhebung gilt erst nach einer Wartezeit, damit die Entscheidung nie im Eifer des Spiels fällt.',
      ],
    },
    {
      id: 'reality-check',
      heading: 'Realitätscheck',
      blocks: [
        'Wählen Sie ein Intervall, zum Beispiel alle 30 Minuten. Während Sie spielen, zeigt eine Erinnerung dann, wie lange Sie spielen und wie Ihr Nettoergebnis in der Sitzung ist, und Sie entscheiden, ob Sie weiterspielen oder aufhören.',
      ],
    },
    {
      id: 'cool-off',
      heading: 'Spielpause',
      blocks: [
        'Machen Sie eine Pause von 24 Stunden bis 6 Wochen. Während der Pause können Sie sich anmelden, um auszuzahlen und Ihren Verlauf zu lesen, aber nicht einzahlen oder spielen. Die Pause lässt sich nicht vorzeitig beenden.',
      ],
    },
    {
      id: 'self-exclusion',
      heading: 'Selbstsperre',
      blocks: [
        'Brauchen Sie eine längere Pause, sperren Sie sich für 6 Monate bis 5 Jahre. Ihr Konto ist dann für Einzahlungen und Spiel gesperrt, wir stellen alle Werbung ein, und Guthaben können Sie weiter auszahlen. Wir empfehlen, sich auch bei anderen Anbietern und im nationalen Sperrsystem Ihres Landes sperren zu lassen.',
      ],
    },
    {
      id: 'warning-signs',
      heading: 'Warnzeichen',
      blocks: [
        {
          list: [
            'Sie verbringen mehr Zeit oder Geld als geplant',
            'Sie jagen Verlusten hinterher oder leihen Geld zum Spielen',
            'Sie verheimlichen das Spielen vor Nahestehenden',
            'Sie fühlen sich unruhig, gereizt oder niedergeschlagen, wenn Sie nicht spielen',
            'Sie vernachlässigen Arbeit, Ausbildung oder Familie',
          ],
        },
        'Wenn Ihnen etwas davon bekannt vorkommt, setzen Sie jetzt ein Limit oder machen Sie eine Pause, und sprechen Sie mit jemandem.',
      ],
    },
    {
      id: 'get-help',
      heading: 'Hilfe finden',
      blocks: [
        'Diese Organisationen helfen kostenlos und vertraulich allen, die von Glücksspiel betroffen sind, auch Angehörigen:',
        {
          links: [
            { label: 'BZgA: Check dein Spiel (Deutschland)', href: 'https://www.check-dein-spiel.de' },
            { label: 'Spielsucht-Therapie.de (Selbsthilfe und Beratung)', href: 'https://www.spielsucht-therapie.de' },
            { label: 'Anonyme Spieler (GA) Deutschland', href: 'https://www.anonyme-spieler.org' },
            { label: 'Gambling Therapy (weltweit, viele Sprachen)', href: 'https://www.gamblingtherapy.org' },
          ],
        },
      ],
    },
    {
      id: 'protecting-minors',
      heading: 'Schutz von Minderjährigen',
      blocks: [
        'Wir prüfen das Alter aller Spielenden. Nutzen Kinder Ihr Gerät, verwenden Sie Jugendschutzsoftware und speichern Sie Ihr Passwort nicht im Browser.',
      ],
    },
  ],
};
export default doc;
