import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8080',
      cookieSecure: false,
      devServices: false,
      devServicesForce: false,
      allowedOrigins: [],
      trustProxy: false,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      loginMaxFailuresPerAccount: 5,
      loginMaxFailuresPerIp: 30,
      loginRateWindowSeconds: 900,
    });
    expect(c.databaseFile).toBe(path.join(c.dataDir, 'casino.db'));
    expect(c.dataDir.endsWith(path.join('apps', 'api', 'data'))).toBe(true);
  });

  it('reads overrides and keeps :memory: as is', () => {
    const c = loadConfig({ PORT: '9000', DATA_DIR: '/tmp/x', DATABASE_FILE: ':memory:', COOKIE_SECURE: 'true' });
    expect(c).toMatchObject({ port: 9000, dataDir: '/tmp/x', databaseFile: ':memory:', cookieSecure: true });
    expect(c.publicUrl).toBe('http://localhost:9000');
  });

  it('makes cookies secure when the public URL is https, unless COOKIE_SECURE says otherwise', () => {
    const cases = [
      [{}, false],
      [{ PUBLIC_URL: 'https://casino.example' }, true],
      [{ PUBLIC_URL: 'https://casino.example', COOKIE_SECURE: 'false' }, false],
      [{ PUBLIC_URL: 'http://casino.example', COOKIE_SECURE: 'true' }, true],
    ] as const;
    for (const [env, secure] of cases) expect(loadConfig(env).cookieSecure, JSON.stringify(env)).toBe(secure);
  });

  it('reads dev services as off unless asked for, and the other allowed origins as bare origins', () => {
    expect(loadConfig({ DEV_SERVICES: 'true', DEV_SERVICES_FORCE: '1', NODE_ENV: 'production' })).toMatchObject({
      devServices: true,
      devServicesForce: true,
      nodeEnv: 'production',
    });
    expect(
      loadConfig({ ALLOWED_ORIGINS: ' https://m.casino.example/ , http://localhost:5173' }).allowedOrigins,
    ).toEqual(['https://m.casino.example', 'http://localhost:5173']);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'casino.example' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'ftp://casino.example' })).toThrow(/ALLOWED_ORIGINS/);
  });

  it('reads the jurisdiction and the blocked countries', () => {
    expect(loadConfig({})).toMatchObject({ jurisdiction: 'INTL', blockedCountries: ['CU', 'IR', 'KP', 'SY'] });
    expect(loadConfig({ JURISDICTION: 'GB', BLOCKED_COUNTRIES: ' us, fr ,' })).toMatchObject({
      jurisdiction: 'GB',
      blockedCountries: ['US', 'FR'],
    });
    expect(loadConfig({ BLOCKED_COUNTRIES: '' }).blockedCountries).toEqual([]);
    expect(() => loadConfig({ JURISDICTION: 'XX' })).toThrow(/JURISDICTION/);
    expect(() => loadConfig({ BLOCKED_COUNTRIES: 'USA' })).toThrow(/BLOCKED_COUNTRIES/);
  });

  it('reads the verification threshold and keeps identity documents out of the web root', () => {
    expect(loadConfig({ DATA_DIR: '/srv/casino' })).toMatchObject({
      verificationWithdrawalThreshold: 200_000,
      verificationDocumentsDir: '/srv/casino/verification-documents',
    });
    expect(loadConfig({ VERIFICATION_WITHDRAWAL_THRESHOLD: '0' }).verificationWithdrawalThreshold).toBe(0);
    expect(() => loadConfig({ VERIFICATION_WITHDRAWAL_THRESHOLD: '-1' })).toThrow(/VERIFICATION_WITHDRAWAL_THRESHOLD/);
    expect(() => loadConfig({ WEB_DIST_DIR: '/srv/web', VERIFICATION_DOCUMENTS_DIR: '/srv/web/uploads' })).toThrow(
      /VERIFICATION_DOCUMENTS_DIR: must not lie inside WEB_DIST_DIR/,
    );
    expect(() => loadConfig({ WEB_DIST_DIR: '/srv/web', DATA_DIR: '/srv/web' })).toThrow(/VERIFICATION_DOCUMENTS_DIR/);
    expect(loadConfig({ WEB_DIST_DIR: '/srv/web', VERIFICATION_DOCUMENTS_DIR: '/srv/web-documents' })).toMatchObject({
      verificationDocumentsDir: '/srv/web-documents',
    });
  });

  it('reads the instant a pinned clock starts from', () => {
    expect(loadConfig({}).fakeNow).toBeUndefined();
    expect(loadConfig({ FAKE_NOW: '2026-03-04T12:00:00Z' }).fakeNow).toBe(Date.UTC(2026, 2, 4, 12));
    expect(loadConfig({ FAKE_NOW: '2026-03-04T13:00:00+01:00' }).fakeNow).toBe(Date.UTC(2026, 2, 4, 12));
    expect(() => loadConfig({ FAKE_NOW: 'next tuesday' })).toThrow(/FAKE_NOW/);
  });

  it('reads the size a new catalogue grows to, never below the seeded games', () => {
    expect(loadConfig({}).seedGames).toBeUndefined();
    expect(loadConfig({ SEED_GAMES: '10000' }).seedGames).toBe(10_000);
    expect(loadConfig({ SEED_GAMES: '2100' }).seedGames).toBe(2_100);
    for (const wrong of ['2099', '100001', '1e4.5', 'many', '']) {
      expect(() => loadConfig({ SEED_GAMES: wrong }), wrong).toThrow(/SEED_GAMES: must be a whole number from 2100/);
    }
  });

  it('stops with the variable named when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEV_SERVICES: 'maybe' })).toThrow(/DEV_SERVICES/);
  });
});
