import type { RouteDefinition } from './routes';

/**
 * Routes of the calls only parts of the site that load on demand make: they load with the first such call rather
 * than with every page. None of them is under `/auth/`: a 401 from one of them always means a lost session.
 */
export const lateRoutes = {
  twoStepStatus: { method: 'GET', path: '/me/two-step', auth: 'user' },
  startTwoStepSetup: { method: 'POST', path: '/me/two-step/setup', auth: 'user' },
  enableTwoStep: { method: 'POST', path: '/me/two-step/enable', auth: 'user' },
  disableTwoStep: { method: 'POST', path: '/me/two-step/disable', auth: 'user' },
  signedInDevices: { method: 'GET', path: '/me/sessions', auth: 'user' },
  signOutDevice: { method: 'DELETE', path: '/me/sessions/:id', auth: 'user' },
  signOutOtherDevices: { method: 'POST', path: '/me/sessions/sign-out-others', auth: 'user' },
  verification: { method: 'GET', path: '/me/verification', auth: 'user' },
  uploadVerificationDocument: { method: 'POST', path: '/me/verification/documents', auth: 'user' },
  verificationDocumentFile: { method: 'GET', path: '/me/verification/documents/:id/file', auth: 'user' },
  notifications: { method: 'GET', path: '/me/notifications', auth: 'user' },
  unreadNotifications: { method: 'GET', path: '/me/notifications/unread', auth: 'user' },
  markNotificationRead: { method: 'POST', path: '/me/notifications/:id/read', auth: 'user' },
  markAllNotificationsRead: { method: 'POST', path: '/me/notifications/read-all', auth: 'user' },
} as const satisfies Record<string, RouteDefinition>;

export type LateRoutes = typeof lateRoutes;
