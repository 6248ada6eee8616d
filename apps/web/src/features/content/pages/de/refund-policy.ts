import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Erstattungsrichtlinie',
  summary: 'Wann {brand} eine Einzahlung oder einen Einsatz erstattet und wie Sie das beantragen.',
  updated: '2026-09-30',
  sections: [
    {
      id: 'deposits',
      heading: 'Einzahlungen',
      blocks: [
        'Eine Einzahlung kann erstattet werden, wenn nichts davon gespielt wurde, kein Bonus damit beansprucht wurde und Sie innerhalb von 14 Tagen fragen. Die Erstattung geht an die Zahlungsmethode zurück.',
        'Bereits eingesetztes Geld kann unabhängig vom Ergebnis nicht erstattet werden.',
      ],
    },
    {
      id: 'technical-faults',
      heading: 'Technische Fehler',
      blocks: [
        'Fällt ein Spiel während einer Runde aus, wird die Runde nach den Regeln des Spieleanbieters beendet oder annulliert. Ein annullierter Einsatz geht zurück in Ihr Guthaben. Es gilt: Eine Fehlfunktion macht alle Gewinne und Spiele ungültig; ein durch einen Fehler entstandener Gewinn wird nicht ausgezahlt.',
      ],
    },
    {
      id: 'unauthorised-payments',
      heading: 'Zahlungen, die Sie nicht veranlasst haben',
      blocks: [
        'Sehen Sie eine Einzahlung, die Sie nicht autorisiert haben, kontaktieren Sie uns sofort unter {email} oder {phone}. Wir sperren das Konto während der Prüfung und erstatten Zahlungen, die nicht von Ihnen oder mit Ihrer Zustimmung erfolgt sind.',
      ],
    },
    {
      id: 'how-to-ask',
      heading: 'So beantragen Sie eine Erstattung',
      blocks: [
        'Schreiben Sie von der E-Mail-Adresse Ihres Kontos an {email}, mit Datum, Betrag und Methode der Zahlung. Wir antworten innerhalb von 3 Werktagen.',
      ],
    },
  ],
};
export default doc;
