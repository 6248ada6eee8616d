import type { CatalogueShape } from './catalogue-shape';
import type { enContent } from './en-content';

/**
 * German texts of the informational pages' frame, VIP Club, Tournaments, Support and cookie consent.
 * The informational pages themselves are written in German in features/content.
 */
export const deContent: CatalogueShape<typeof enContent> = {
  info: {
    lastUpdated: 'Zuletzt aktualisiert:',
    contents: 'Inhalt',
    readIn: 'Diese Seite lesen auf',
    loadFailed: 'Diese Seite konnte nicht geladen werden.',
    backToTop: 'Nach oben',
  },
  vip: {
    intro:
      'Sammeln Sie mit jedem Echtgeldeinsatz Punkte und steigen Sie durch die Stufen unten auf. Jede Stufe behält die Vorteile der vorherigen und bietet zusätzliche.',
    levelsTitle: 'Stufen und Vorteile',
    pointsRequired: 'Ab {{points}} Punkten in 90 Tagen',
    pointsFromFirst: 'Ab Ihrem ersten Einsatz',
    weeklyCashback: '{{percent}} % wöchentliches Cashback',
    withdrawalTime: 'Auszahlungen werden innerhalb von {{hours}} Stunden bearbeitet',
    withdrawalLimit: 'Tägliches Auszahlungslimit',
    birthdayGift: 'Geburtstagsgeschenk',
    personalManager: 'Persönlicher Account-Manager',
    byInvitation: 'Nur auf Einladung',
    rulesLink: 'Regeln des VIP-Clubs lesen',
  },
  tournaments: {
    intro:
      'Spielen Sie teilnehmende Spiele mit Echtgeld, um in der Rangliste aufzusteigen. Die Teilnahme ist kostenlos und automatisch.',
    current: 'Laufende Turniere',
    upcoming: 'Demnächst',
    noCurrent: 'Zurzeit läuft kein Turnier.',
    noUpcoming: 'Es sind noch keine Turniere geplant.',
    empty: 'Zurzeit keine Turniere',
    emptyText: 'Neue Turniere werden hier angekündigt. Schauen Sie bald wieder vorbei.',
    loadFailed: 'Turniere konnten nicht geladen werden',
    prizePool: 'Preispool',
    minBet: 'Mindesteinsatz',
    games: 'Spiele',
    endsAt: 'Endet',
    startsAt: 'Beginnt',
    prizes: 'Preise',
    place: 'Platz',
    prize: 'Preis',
    leaderboard: 'Rangliste',
    leaderboardCaption: 'Rangliste von {{name}}',
    player: 'Spieler',
    points: 'Punkte',
    rank: 'Rang',
    noEntries: 'Noch keine Einträge. Seien Sie der Erste in der Rangliste.',
    leaderboardLater: 'Die Rangliste wird mit dem Start des Turniers geöffnet.',
    rulesLink: 'Turnierregeln',
    scoring: 'Wertung',
    scoringRule: {
      'best-multiplier': 'Ihr bester Gewinnmultiplikator × 100',
      'winning-bets': '100 Punkte pro Gewinneinsatz',
    },
    yourPlace: 'Ihr Platz: {{rank}}, mit {{points}} Punkten.',
    you: '(Sie)',
  },
  support: {
    intro: 'Unser Team ist an jedem Tag des Jahres für Sie da. Wählen Sie den Kanal, der Ihnen am besten passt.',
    contactTitle: 'Kontakt',
    phoneTitle: 'Telefon',
    phoneHours: 'Täglich von 08:00 bis 24:00 Uhr MEZ',
    emailTitle: 'E-Mail',
    emailHours: 'Antwort innerhalb von 24 Stunden',
    helpDeskTitle: 'Hilfe-Center',
    helpDeskText: 'Anleitungen zu Konto, Zahlungen, Spielen und Beschwerden.',
    helpDeskLink: 'Hilfe-Center öffnen',
    responsibleGamingText: 'Möchten Sie ein Limit setzen oder eine Pause einlegen?',
    responsibleGamingLink: 'Verantwortungsvolles Spielen',
    faqTitle: 'Häufig gestellte Fragen',
    faqSearch: 'FAQ durchsuchen',
    faqCount_one: '{{count}} Frage',
    faqCount_other: '{{count}} Fragen',
    faqNoResults: 'Keine Fragen passen zu „{{term}}“.',
    faqNoResultsText: 'Versuchen Sie andere Suchbegriffe oder kontaktieren Sie uns direkt.',
    faq: [
      {
        id: 'verify-account',
        question: 'Warum muss ich mein Konto verifizieren?',
        answer:
          'Unsere Lizenz und das Geldwäschegesetz verpflichten uns, Ihre Identität, Ihr Alter und Ihre Adresse zu prüfen. Wir bitten um einen Lichtbildausweis und einen aktuellen Adressnachweis, spätestens vor Ihrer ersten Auszahlung.',
      },
      {
        id: 'forgot-password',
        question: 'Ich habe mein Passwort vergessen. Was nun?',
        answer:
          'Wählen Sie „Anmelden“, dann den Link zur Passwort-Wiederherstellung, und geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen. Sehen Sie in Ihrem Spam-Ordner nach, falls die E-Mail nicht innerhalb von 10 Minuten eintrifft.',
      },
      {
        id: 'deposit-time',
        question: 'Wie lange dauert eine Einzahlung?',
        answer:
          'Karteneinzahlungen werden sofort gutgeschrieben. Krypto-Einzahlungen werden gutgeschrieben, sobald das Netzwerk sie bestätigt, meist innerhalb von 10 bis 30 Minuten.',
      },
      {
        id: 'withdrawal-time',
        question: 'Wie lange dauert eine Auszahlung?',
        answer:
          'Wir prüfen Auszahlungen innerhalb von 24 Stunden. Auszahlungen auf Karten dauern danach 1 bis 5 Bankarbeitstage; Krypto-Auszahlungen werden innerhalb von 24 Stunden nach der Freigabe versendet.',
      },
      {
        id: 'cancel-withdrawal',
        question: 'Kann ich eine Auszahlung stornieren?',
        answer:
          'Wo das Gesetz es erlaubt, können Sie eine Auszahlung in Ihrem Konto stornieren, solange sie noch aussteht. Das Geld wird Ihrem Guthaben wieder gutgeschrieben.',
      },
      {
        id: 'bonus-wagering',
        question: 'Was bedeutet eine Umsatzbedingung?',
        answer:
          'Sie gibt an, wie viel Sie setzen müssen, bevor ein Bonus auszahlbar wird. Ein Bonus von 100 mit 30-facher Umsatzbedingung erfordert Einsätze von 3.000. Slots zählen voll, andere Spiele weniger; siehe Bonusbedingungen.',
      },
      {
        id: 'deposit-limit',
        question: 'Wie setze ich ein Einzahlungslimit?',
        answer:
          'Sie können in Ihrem Konto tägliche, wöchentliche und monatliche Einzahlungslimits festlegen, auch schon vor Ihrer ersten Einzahlung. Ein niedrigeres Limit gilt sofort, ein höheres erst nach einer Wartezeit.',
      },
      {
        id: 'take-a-break',
        question: 'Wie kann ich eine Spielpause einlegen?',
        answer:
          'Nutzen Sie eine Auszeit (24 Stunden bis 6 Wochen) oder einen Selbstausschluss (6 Monate bis 5 Jahre). Sie können Ihr Guthaben weiterhin auszahlen, aber bis zum Ende weder einzahlen noch spielen.',
      },
      {
        id: 'game-froze',
        question: 'Ein Spiel ist während einer Runde hängen geblieben. Ist mein Einsatz verloren?',
        answer:
          'Nein. Laden Sie das Spiel neu: Die Runde wird fortgesetzt oder vom Spieleanbieter abgerechnet. Ihr Wettverlauf zeigt das Ergebnis jeder Runde.',
      },
      {
        id: 'vip-points',
        question: 'Wie sammle ich VIP-Punkte?',
        answer:
          'Jeder Echtgeldeinsatz bringt Punkte: einen pro 10 Einheiten bei Slots und einen pro 50 Einheiten bei Tisch- und Live-Spielen. Ihre Stufe richtet sich nach den Punkten der letzten 90 Tage.',
      },
      {
        id: 'tournament-entry',
        question: 'Wie nehme ich an einem Turnier teil?',
        answer:
          'Spielen Sie einfach während der Laufzeit des Turniers ein teilnehmendes Spiel mit mindestens dem Mindesteinsatz. Die Teilnahme ist kostenlos und automatisch.',
      },
      {
        id: 'close-account',
        question: 'Wie schließe ich mein Konto?',
        answer:
          'Wenden Sie sich telefonisch oder per E-Mail an den Support. Wenn Sie wegen problematischen Spielverhaltens aufhören möchten, wählen Sie bitte stattdessen einen Selbstausschluss, damit das Konto während dieser Zeit nicht wieder geöffnet werden kann.',
      },
    ],
  },
  consent: {
    bannerLabel: 'Cookie-Einwilligung',
    title: 'Ihre Privatsphäre ist uns wichtig',
    text: 'Wir verwenden notwendige Cookies, damit Sie angemeldet bleiben und die Website sicher ist. Mit Ihrer Einwilligung würden wir zusätzlich Analyse-Cookies verwenden, um zu verstehen, wie die Website genutzt wird. Sie können Ihre Auswahl jederzeit unter Cookie-Einstellungen unten auf jeder Seite ändern.',
    accept: 'Alle akzeptieren',
    reject: 'Alle ablehnen',
    privacyLink: 'Datenschutzerklärung',
    settings: 'Cookie-Einstellungen',
  },
};
