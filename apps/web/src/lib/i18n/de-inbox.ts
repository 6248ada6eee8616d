import type { enInbox } from './en-inbox';

export const deInbox: typeof enInbox = {
  title: 'Benachrichtigungen',
  loading: 'Ihre Benachrichtigungen werden geladen',
  failed: 'Benachrichtigungen konnten nicht geladen werden',
  emptyTitle: 'Noch keine Benachrichtigungen',
  emptyHint:
    'Hier erfahren Sie, wenn eine Einzahlung eingeht, eine Auszahlung vorankommt, ein Bonus bald abläuft oder sich ein Limit ändert. Benachrichtigungen werden 90 Tage aufbewahrt.',
  markAll: 'Alle als gelesen markieren',
  markRead: 'Als gelesen markieren',
  unread: 'Ungelesen',
  markFailed: 'Konnte nicht als gelesen markiert werden',
  listLabel: 'Ihre Benachrichtigungen, neueste zuerst',
  pagination: 'Seiten der Benachrichtigungen',
  kinds: {
    depositConfirmed: { title: 'Einzahlung von {{amount}} bestätigt', message: 'Das Geld ist in Ihrem Guthaben.' },
    withdrawalApproved: {
      title: 'Auszahlung von {{amount}} genehmigt',
      message: 'Sie wird in Kürze ausgezahlt und kann nicht mehr storniert werden.',
    },
    withdrawalPaid: { title: 'Auszahlung von {{amount}} ausgezahlt', message: 'Das Geld ist auf dem Weg zu Ihnen.' },
    withdrawalRejected: {
      title: 'Auszahlung von {{amount}} abgelehnt',
      message: 'Der Betrag ist wieder in Ihrem Guthaben.',
      reason: 'Grund: {{reason}}. Der Betrag ist wieder in Ihrem Guthaben.',
    },
    withdrawalCancelled: {
      title: 'Auszahlung von {{amount}} storniert',
      message: 'Der Betrag ist wieder in Ihrem Guthaben.',
    },
    bonusExpiring: {
      title: 'Ihr Bonus läuft bald ab',
      message: '{{name}} läuft am {{date}} ab. Setzen Sie ihn bis dahin um, sonst verfällt er.',
    },
    limitChanged: {
      title: 'Ihr {{limit}} wurde geändert',
      now: 'Es beträgt ab sofort {{amount}}.',
      later: 'Es beträgt ab {{date}} {{amount}}, nach der Wartezeit.',
      removedLater: 'Es entfällt am {{date}}, nach der Wartezeit.',
    },
    limitTookEffect: {
      title: 'Ihr neues {{limit}} gilt',
      amount: 'Es beträgt ab sofort {{amount}}.',
      removed: 'Dieses Limit gilt nicht mehr.',
    },
    verificationApproved: {
      title: 'Ihre Identität ist bestätigt',
      message: 'Vielen Dank. Ihre Dokumente wurden genehmigt.',
    },
    verificationRejected: {
      title: 'Ihre Verifizierung wurde nicht genehmigt',
      message: 'Grund: {{reason}}. Bitte senden Sie ein neues Dokument.',
    },
  },
  limits: {
    deposit: {
      daily: 'tägliches Einzahlungslimit',
      weekly: 'wöchentliches Einzahlungslimit',
      monthly: 'monatliches Einzahlungslimit',
    },
    loss: {
      daily: 'tägliches Verlustlimit',
      weekly: 'wöchentliches Verlustlimit',
      monthly: 'monatliches Verlustlimit',
    },
  },
};
