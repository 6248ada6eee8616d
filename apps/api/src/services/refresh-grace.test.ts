import { describe, expect, it } from 'vitest';
import { isConcurrentTwin, REFRESH_REUSE_GRACE_MS } from './refresh-grace';

const usedAt = 1_000_000;
const used = { used_at: usedAt, used_user_agent: 'Browser/1', used_ip: '127.0.0.1' };
const sameClient = { userAgent: 'Browser/1', ip: '127.0.0.1' };

describe('isConcurrentTwin', () => {
  it.each([
    ['the same client at once', used, sameClient, usedAt, true],
    ['the same client at the end of the grace', used, sameClient, usedAt + REFRESH_REUSE_GRACE_MS, true],
    ['the same client after the grace', used, sameClient, usedAt + REFRESH_REUSE_GRACE_MS + 1, false],
    ['another User-Agent', used, { ...sameClient, userAgent: 'Curl/8' }, usedAt + 1, false],
    ['another IP', used, { ...sameClient, ip: '203.0.113.9' }, usedAt + 1, false],
    ['a token never used', { ...used, used_at: null }, sameClient, usedAt, false],
  ])('%s: %s', (_case, token, client, now, expected) => {
    expect(isConcurrentTwin(token, client, now)).toBe(expected);
  });
});
