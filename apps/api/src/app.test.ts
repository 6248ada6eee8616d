import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from './testing/test-app';

describe('HTTP conventions', () => {
  it('answers 400 "Request body must be valid JSON" to a broken body', async () => {
    const b = createTestApp().browser();
    for (const rawBody of ['{"email":', '', 'null']) {
      const res = await b.send('POST', '/api/auth/login', { rawBody, headers: { 'Content-Type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('error');
    }
    const broken = await b.send('POST', '/api/auth/login', { rawBody: '{"email":' });
    expect(broken.body).toEqual({ status: 'error', data: null, message: 'Request body must be valid JSON' });
  });

  it('answers 413 to a body over 64 KiB', async () => {
    const res = await createTestApp()
      .browser()
      .post('/api/auth/login', { email: 'x'.repeat(70_000), password: 'p' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Request body is too large');
  });

  it('answers an unknown API route with a 404 envelope naming it', async () => {
    const res = await createTestApp().browser().get('/api/xyz');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', data: null, message: 'Not found: GET /api/xyz' });
  });

  it('answers a wrong method on a known path with a 405 envelope and Allow', async () => {
    const res = await createTestApp().browser().get('/api/auth/login');
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
    expect(res.body.status).toBe('error');
  });

  it('answers an unexpected failure with a bare 500 envelope and logs it server-side', async () => {
    const { app, db } = createTestApp();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await db.close();
    const res = await app.request('/api/currencies');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ status: 'error', data: null, message: 'Something went wrong' });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('sends security headers and keeps API answers out of shared caches', async () => {
    const res = await createTestApp().app.request('/api/currencies');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('same-origin');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Security-Policy')).toBeNull();
  });
});
