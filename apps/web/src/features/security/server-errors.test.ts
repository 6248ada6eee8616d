import { describe, expect, it } from 'vitest';
import { enSecurity } from '@/lib/i18n/en-security';
import { securityServerKey } from './server-errors';

describe('securityServerKey', () => {
  it.each(Object.entries(enSecurity.server))('reads the API text of %s', (key, text) => {
    expect(securityServerKey(text)).toBe(key);
    expect(securityServerKey(` ${text} `)).toBe(key);
  });

  it.each(['Unauthenticated', 'Invalid code', '', 'toString', '__proto__'])('knows nothing of %j', (message) => {
    expect(securityServerKey(message)).toBeUndefined();
  });
});
