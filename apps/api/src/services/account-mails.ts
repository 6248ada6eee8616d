import type { NewMail } from '../db/queries/outbox';
import { escapeHtml } from '../http/html';

/** Tells the owner of the account, so a change they did not make does not go unnoticed. */
export function passwordChangedMail(to: string, login: string): NewMail {
  const lines = [
    `Hello ${login},`,
    'The password of your casino account has just been changed, and every other device has been logged out.',
    'If you did not do this, reset your password from the log in window and contact customer care.',
  ];
  return {
    to,
    subject: 'Your password was changed',
    text: [lines[0], '', lines[1], lines[2]].join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
