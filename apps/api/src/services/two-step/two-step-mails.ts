import type { NewMail } from '../../db/queries/outbox';
import { escapeHtml } from '../../http/html';

function notice(to: string, subject: string, lines: string[]): NewMail {
  return {
    to,
    subject,
    text: [lines[0], '', ...lines.slice(1)].join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}

const NOT_YOU = 'If you did not do this, reset your password from the log in window and contact customer care.';

/** Each change to how the account signs in is told to its owner, so a change they did not make is noticed. */
export const twoStepEnabledMail = (to: string, login: string) =>
  notice(to, 'Two-step sign-in is on', [
    `Hello ${login},`,
    'Two-step sign-in has been turned on for your casino account: logging in now also asks for a code from your authenticator app.',
    NOT_YOU,
  ]);

export const twoStepDisabledMail = (to: string, login: string) =>
  notice(to, 'Two-step sign-in is off', [
    `Hello ${login},`,
    'Two-step sign-in has been turned off for your casino account: logging in asks for your password only.',
    NOT_YOU,
  ]);

export const recoveryCodeUsedMail = (to: string, login: string, left: number) =>
  notice(to, 'A recovery code was used to log in', [
    `Hello ${login},`,
    `A recovery code was just used to log in to your casino account. ${left} unused recovery ${left === 1 ? 'code is' : 'codes are'} left.`,
    NOT_YOU,
  ]);
