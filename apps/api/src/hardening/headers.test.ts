import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../config';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../http/cookies';
import { HSTS } from '../http/security-headers';
import { createTestApp } from '../testing/test-app';

/** HSTS and Secure cookies in HTTPS mode, and the headers that held in the probe and must keep holding. */

const dist = mkdtempSync(path.join(tmpdir(), 'casino-headers-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The settings an operator's environment gives, through the same parsing as at start. */
const configFrom = (env: Record<string, string>): Partial<Config> => {
  const { publicUrl, cookieSecure } = loadConfig({ DATABASE_FILE: ':memory:', ...env });
  return { publicUrl, cookieSecure, webDistDir: dist };
};

async function loginCookies(config: Partial<Config>) {
  const b = createTestApp({ config }).browser();
  const login = await b.login(DEMO_PLAYER.email, DEMO_PLAYER.password, { Origin: config.publicUrl ?? '' });
  expect(login.status).toBe(200);
  return { login, cookies: login.headers.getSetCookie() };
}

describe('over HTTPS: HSTS and Secure cookies', () => {
  it.each([
    ['an https PUBLIC_URL', { PUBLIC_URL: 'https://casino.example' }],
    ['COOKIE_SECURE=true', { PUBLIC_URL: 'http://casino.example', COOKIE_SECURE: 'true' }],
  ])('with %s every answer carries HSTS and the session cookies are Secure', async (_, env) => {
    const config = configFrom(env);
    const { app } = createTestApp({ config });
    for (const url of ['/', '/api/currencies', '/api/nothing-here', '/assets/index-abc123.js']) {
      expect((await app.request(url)).headers.get('Strict-Transport-Security'), url).toBe(HSTS);
    }
    const { login, cookies } = await loginCookies(config);
    expect(login.headers.get('Strict-Transport-Security')).toBe(HSTS);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure(;|$)/);
  });

  it('over plain http sends no HSTS (a browser would refuse the site) and no Secure cookies', async () => {
    const config = configFrom({ PUBLIC_URL: 'http://localhost:8080' });
    const { app } = createTestApp({ config });
    expect((await app.request('/api/currencies')).headers.has('Strict-Transport-Security')).toBe(false);
    for (const cookie of (await loginCookies(config)).cookies) expect(cookie).not.toMatch(/Secure/);
  });

  it('an https PUBLIC_URL with COOKIE_SECURE=false explicitly keeps cookies plain but still sends HSTS', async () => {
    const config = configFrom({ PUBLIC_URL: 'https://casino.example', COOKIE_SECURE: 'false' });
    expect(config.cookieSecure).toBe(false);
    const { app } = createTestApp({ config });
    expect((await app.request('/api/currencies')).headers.get('Strict-Transport-Security')).toBe(HSTS);
  });
});

describe('the cookie layout (apps/api/README.md "Cookies")', () => {
  it('sets the access token for /api and the refresh token for /api/auth only, HttpOnly and SameSite=Lax', async () => {
    const { cookies } = await loginCookies(configFrom({ PUBLIC_URL: 'https://casino.example' }));
    const access = cookies.find((c) => c.startsWith(`${ACCESS_COOKIE}=`));
    const refresh = cookies.find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
    expect(access).toMatch(/; Path=\/api(;|$)/);
    expect(refresh).toMatch(/; Path=\/api\/auth(;|$)/);
    for (const cookie of [access, refresh]) {
      expect(cookie).toMatch(/; HttpOnly(;|$)/);
      expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
      expect(cookie).not.toMatch(/Domain=/i);
    }
  });
});

describe('the built web app’s assets', () => {
  const { app } = createTestApp({ config: { webDistDir: dist } });

  it('answers an unknown /assets path with a 404 that no cache keeps, never index.html cached for a year', async () => {
    for (const url of ['/assets/index-old999.js', '/assets/no-extension', '/assets/', '/assets/deep/er']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('Cache-Control'), url).toBe('no-store');
      expect(await res.text(), url).not.toContain('id="root"');
    }
  });

  it('still serves a real asset immutable and a client route index.html revalidated', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const route = await app.request('/user/assets');
    expect(route.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(await route.text()).toContain('id="root"');
  });

  it('leaves /geo to the geo service: a JSON refusal, not the web app', async () => {
    const res = await app.request('/geo/unknown');
    expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
  });
});

describe('headers that held and must keep holding', () => {
  const { app } = createTestApp({ config: { webDistDir: dist } });

  it('sends a strict script CSP with frame-ancestors on pages, nosniff and a referrer policy on everything', async () => {
    const page = await app.request('/');
    const csp = page.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    for (const url of ['/', '/api/currencies']) {
      const res = await app.request(url);
      expect(res.headers.get('X-Content-Type-Options'), url).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy'), url).toBe('same-origin');
    }
  });
});
