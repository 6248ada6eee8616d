import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Turniere',
  summary: 'Wie Turniere bei {brand} gewertet werden, wie Preise ausgezahlt werden und welche Regeln gelten.',
  updated: '2026-11-25',
  sections: [
    {
      id: 'taking-part',
      heading: 'Teilnahme',
      blocks: [
        'Turniere stehen allen mit verifiziertem Konto offen. Sie nehmen automatisch mit Ihrem ersten qualifizierenden Echtgeld-Einsatz während der Laufzeit teil; eine Startgebühr gibt es nicht.',
        'Jedes Turnier nennt die zählenden Spiele und einen Mindesteinsatz. Einsätze darunter, Einsätze mit Bonusgeld und Demo-Spiel zählen nicht.',
      ],
    },
    {
      id: 'scoring',
      heading: 'Wertung',
      blocks: [
        'Sofern das Turnier nichts anderes sagt, bringt jeder qualifizierende Einsatz Punkte in Höhe seines Gewinnmultiplikators mal 100, und Ihre Punktzahl ist Ihr bester Einsatz. Ein Einsatz von 1, der 25 gewinnt, ergibt 2.500 Punkte. So haben kleine und große Einsätze die gleichen Chancen.',
        'Turniere, die gewonnene Hände zählen, geben 100 Punkte für jeden Einsatz, der mehr als den Einsatz gewinnt, und diese Punkte werden addiert.',
        'Bei Punktgleichheit liegt vorn, wer die Punktzahl zuerst erreicht hat.',
        'Die Rangliste auf der Turnierseite wird aus den Einsätzen seit Turnierbeginn berechnet und alle 30 Sekunden aktualisiert, solange die Seite geöffnet ist. Angemeldete Spieler sehen dort auch ihren eigenen Platz, in der Rangliste oder darunter.',
      ],
    },
    {
      id: 'prizes',
      heading: 'Preise',
      blocks: [
        'Preise werden innerhalb von 24 Stunden nach Turnierende als Echtgeld gutgeschrieben, nachdem wir geprüft haben, dass alle Einsätze diesen Regeln entsprechen.',
        'In US-Dollar angegebene Preise werden zum Tageskurs der Auszahlung in Ihre Kontowährung umgerechnet.',
      ],
    },
    {
      id: 'fair-play',
      heading: 'Fair Play',
      blocks: [
        'Ein Konto pro Person. Teilnahmen mit mehreren Konten, automatisiertem Spiel oder dem Ausnutzen eines Fehlers können wir ausschließen. Unsere Entscheidung über die Endwertung ist endgültig; unser Support unter {email} erklärt sie Ihnen gern.',
      ],
    },
  ],
};
export default doc;
