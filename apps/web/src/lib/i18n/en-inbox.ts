/** The player's inbox page: its states and the words of each kind of notice. */
export const enInbox = {
  title: 'Notifications',
  loading: 'Loading your notifications',
  failed: 'Failed to fetch notifications',
  emptyTitle: 'No notifications yet',
  emptyHint:
    'We tell you here when a deposit arrives, a withdrawal moves on, a bonus is about to expire or a limit changes. Notifications are kept for 90 days.',
  markAll: 'Mark all as read',
  markRead: 'Mark as read',
  unread: 'Unread',
  markFailed: 'Failed to mark as read',
  listLabel: 'Your notifications, newest first',
  pagination: 'Notification pages',
  /** Each kind's title and message; `{{amount}}` and `{{date}}` arrive formatted in the player's language. */
  kinds: {
    depositConfirmed: { title: 'Deposit of {{amount}} confirmed', message: 'The money is in your balance.' },
    withdrawalApproved: {
      title: 'Withdrawal of {{amount}} approved',
      message: 'It will be paid out shortly and can no longer be cancelled.',
    },
    withdrawalPaid: { title: 'Withdrawal of {{amount}} paid', message: 'The money is on its way to you.' },
    withdrawalRejected: {
      title: 'Withdrawal of {{amount}} rejected',
      message: 'The amount is back in your balance.',
      reason: 'Reason: {{reason}}. The amount is back in your balance.',
    },
    withdrawalCancelled: {
      title: 'Withdrawal of {{amount}} cancelled',
      message: 'The amount is back in your balance.',
    },
    bonusExpiring: {
      title: 'Your bonus expires soon',
      message: '{{name}} expires on {{date}}. Wager it through by then or it is forfeited.',
    },
    limitChanged: {
      title: 'Your {{limit}} changed',
      now: 'It is {{amount}} from now on.',
      later: 'It will be {{amount}} from {{date}}, after the cooling-off period.',
      removedLater: 'It will be removed on {{date}}, after the cooling-off period.',
    },
    limitTookEffect: {
      title: 'Your new {{limit}} applies',
      amount: 'It is {{amount}} from now on.',
      removed: 'You no longer have this limit.',
    },
    verificationApproved: {
      title: 'Your identity is verified',
      message: 'Thank you. Your documents were approved.',
    },
    verificationRejected: {
      title: 'Your verification was not approved',
      message: 'Reason: {{reason}}. Please send a new document.',
    },
  },
  limits: {
    deposit: { daily: 'daily deposit limit', weekly: 'weekly deposit limit', monthly: 'monthly deposit limit' },
    loss: { daily: 'daily loss limit', weekly: 'weekly loss limit', monthly: 'monthly loss limit' },
  },
};
