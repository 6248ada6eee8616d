import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Bonusbedingungen',
  summary: 'Die allgemeinen Regeln für alle Boni und Aktionen bei {brand}.',
  updated: '2026-10-19',
  sections: [
    {
      id: 'general',
      heading: 'Allgemeines',
      blocks: [
        'Ein Bonus wird erst gutgeschrieben, wenn Sie ihn unter Aktionen aktivieren. Es kann jeweils ein Bonus aktiv sein, und jede Aktion kann einmal pro Person, Haushalt und Zahlungsmethode genutzt werden, sofern sie nichts anderes sagt.',
      ],
    },
    {
      id: 'wagering',
      heading: 'Umsatzbedingungen',
      blocks: [
        'Ein Bonus nennt seine Umsatzbedingung als Vielfaches, zum Beispiel 30×. Bei einem Bonus von 100 und 30× Umsatz müssen Sie Einsätze von 3.000 tätigen, bevor Bonus und Gewinne daraus auszahlbar werden.',
        {
          list: [
            'Slots zählen zu 100 %',
            'Tischspiele und Video-Poker zählen zu 10 %',
            'Live-Casino zählt zu 5 %',
            'Von der Aktion ausgeschlossene Spiele zählen zu 0 %',
          ],
        },
      ],
    },
    {
      id: 'limits',
      heading: 'Limits bei aktivem Bonus',
      blocks: [
        'Der Höchsteinsatz während des Umsatzes beträgt 5 pro Dreh oder Runde. Die Aktion nennt den Höchstbonus und, falls vorhanden, den höchsten umwandelbaren Gewinn.',
      ],
    },
    {
      id: 'expiry',
      heading: 'Ablauf und Stornierung',
      blocks: [
        'Nicht umgesetzte Boni verfallen 30 Tage nach der Aktivierung. Sie können einen aktiven Bonus jederzeit unter Aktionen stornieren; Bonus und Gewinne daraus werden dann entfernt, Ihr eingezahltes Geld bleibt Ihres.',
      ],
    },
    {
      id: 'abuse',
      heading: 'Bonusmissbrauch',
      blocks: [
        'Spielweisen, die Boni ohne echtes Risiko abschöpfen sollen, etwa gleiche Einsätze auf gegensätzliche Ergebnisse, oder die Nutzung mehrerer Konten führen zur Entfernung des Bonus und seiner Gewinne.',
      ],
    },
  ],
};
export default doc;
