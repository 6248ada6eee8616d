import type { enSecurity } from '@/lib/i18n/en-security';

export type SecurityServerKey = keyof typeof enSecurity.server;

/**
 * The API's English refusals of the security calls and their catalogue keys. Kept here, with the security texts that
 * load with this feature, rather than in the app's server-message table, which every page downloads.
 */
const SERVER_TEXTS: Readonly<Record<string, SecurityServerKey>> = {
  'The code is not correct. Check that the time on your phone is right and try again.': 'codeWrong',
  'Password is incorrect': 'passwordIncorrect',
  'Two-step sign-in is already on': 'alreadyOn',
  'Two-step sign-in is off': 'alreadyOff',
  'This setup has expired. Please start again.': 'setupExpired',
  'Session not found': 'sessionNotFound',
};

/** Which security text a message of the API is; undefined for any other message. */
export const securityServerKey = (message: string): SecurityServerKey | undefined =>
  Object.hasOwn(SERVER_TEXTS, message.trim()) ? SERVER_TEXTS[message.trim()] : undefined;
