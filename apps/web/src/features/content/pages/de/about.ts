import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Über uns',
  summary: '{brand} ist ein Online-Casino mit fairen Spielen, schnellen Zahlungen und Menschen, die antworten.',
  updated: '2026-09-01',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Wer wir sind',
      blocks: [
        '{brand} bietet Slots, Tischspiele und Live-Dealer-Spiele von unabhängigen, geprüften Studios. Wir sind ein kleines Team, das Spiele mag und findet, dass ein Casino leicht verständlich sein sollte: klare Bonusregeln, schnelle Auszahlungen und Hilfe, wenn man sie braucht.',
      ],
    },
    {
      id: 'licence',
      heading: 'Lizenz und Fairness',
      blocks: [
        '{licence} Unsere Spiele nutzen Zufallsgeneratoren, die von unabhängigen Laboren geprüft sind, und jedes Spiel zeigt seine Auszahlungsquote.',
      ],
    },
    {
      id: 'safer-play',
      heading: 'Sicheres Spielen',
      blocks: [
        'Glücksspiel ist Unterhaltung, kein Weg, Geld zu verdienen. Mit unseren Werkzeugen für verantwortungsvolles Spielen setzen Sie Limits, machen eine Pause oder sperren sich selbst, und unser Support-Team ist geschult, zu helfen.',
      ],
    },
    {
      id: 'contact',
      heading: 'Kontakt',
      blocks: ['Telefon: {phone}', 'E-Mail: {email}'],
    },
  ],
};
export default doc;
