import { describe, expect, it } from 'vitest';
import { matchingTotpStep, newTotpSecret, otpauthUri, TOTP_PERIOD_MS, totpCodeAt } from './totp';

// RFC 6238 appendix B's SHA-1 key ("12345678901234567890") in base32, and its published codes (last six digits).
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it.each([
    [59_000, '287082'],
    [1_111_111_109_000, '081804'],
    [1_234_567_890_000, '005924'],
    [2_000_000_000_000, '279037'],
  ])('at %i ms the RFC 6238 key gives %s', (now, code) => {
    expect(totpCodeAt(RFC_SECRET, now)).toBe(code);
  });

  it.each([
    ['the current step', 0, 0],
    ['the step before (clock behind)', -1, -1],
    ['the step after (clock ahead)', 1, 1],
  ])('accepts a code of %s and names its step', (_, offsetSteps, expectedOffset) => {
    const now = 1_700_000_000_000;
    const code = totpCodeAt(RFC_SECRET, now + offsetSteps * TOTP_PERIOD_MS);
    const step = Math.floor(now / TOTP_PERIOD_MS);
    expect(matchingTotpStep(RFC_SECRET, code, now)).toBe(step + expectedOffset);
  });

  it.each([-2, 2])('refuses a code %i steps away', (offsetSteps) => {
    const now = 1_700_000_000_000;
    expect(matchingTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + offsetSteps * TOTP_PERIOD_MS), now)).toBe(
      undefined,
    );
  });

  it('makes 160-bit secrets and a URI apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri(secret, 'casino.test', 'demo@casino.test'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('casino.test');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});
