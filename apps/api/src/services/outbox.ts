import { insertMail, type NewMail } from '../db/queries/outbox';
import type { Db } from '../db/sql';
import { escapeHtml } from '../http/html';

/**
 * The development mail transport: messages land in a table that `/dev/outbox` shows, so password recovery can be
 * followed end to end without an SMTP server.
 */
export const sendMail = (db: Db, mail: NewMail, now: number) => insertMail(db, mail, new Date(now).toISOString());

export function passwordResetMail(to: string, login: string, link: string, ttlMinutes: number): NewMail {
  const text = [
    `Hello ${login},`,
    '',
    'Someone asked to reset the password of your casino account. Open this link to choose a new one:',
    link,
    '',
    `The link works once and expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this email: your password stays the same.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(login)},</p>
<p>Someone asked to reset the password of your casino account. Open this link to choose a new one:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>The link works once and expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this email: your password stays the same.</p>`;
  return { to, subject: 'Reset your password', text, html };
}

export function emailVerificationMail(to: string, login: string, link: string, ttlHours: number): NewMail {
  const text = [
    `Hello ${login},`,
    '',
    'Welcome! Please confirm the email address of your casino account by opening this link:',
    link,
    '',
    `The link works once and expires in ${ttlHours} hours.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(login)},</p>
<p>Welcome! Please confirm the email address of your casino account by opening this link:</p>
<p><a href="${escapeHtml(link)}">Confirm my email address</a></p>
<p>The link works once and expires in ${ttlHours} hours.</p>`;
  return { to, subject: 'Confirm your email address', text, html };
}
