import { describe, expect, it } from 'vitest';
import type { OutboxMail } from '../db/queries/outbox';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { createTestApp, socketFrom } from '../testing/test-app';

const tokenFrom = (mail: OutboxMail) => /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';

describe('password recovery', () => {
  it('given an existing account, when recovery is asked, then a mail with a reset link lands in the dev outbox', async () => {
    const { browser } = createTestApp();
    const b = browser();
    const res = await b.post('/api/auth/password/forgot', { email: 'DEMO@casino.test' });
    expect(res.body).toEqual({ status: 'success', data: null, message: '' });

    const outbox = await b.get<OutboxMail[]>('/api/dev/outbox?to=demo@casino.test');
    expect(outbox.body.data).toHaveLength(1);
    const mail = outbox.body.data[0] as OutboxMail;
    expect(mail).toMatchObject({ to: DEMO_PLAYER.email, subject: 'Reset your password' });
    expect(mail.text).toMatch(/^http:\/\/casino\.test\/reset-password\?token=[\w-]{43}$/m);
    expect(mail.html).toContain('href="http://casino.test/reset-password?token=');
  });

  it('answers the same success for an unknown address and sends nothing', async () => {
    const { browser } = createTestApp();
    const b = browser();
    const res = await b.post('/api/auth/password/forgot', { email: 'nobody@casino.test' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect((await b.get<OutboxMail[]>('/api/dev/outbox')).body.data).toEqual([]);
  });

  it('rejects an address that is not an email with the product message', async () => {
    const res = await createTestApp().browser().post('/api/auth/password/forgot', { email: 'demo' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid email address');
  });

  it('given a reset link, when it is used, then the new password works, old sessions end, and the link works only once', async () => {
    const { browser } = createTestApp();
    const other = browser();
    await other.login(DEMO_PLAYER.email, DEMO_PLAYER.password);

    const b = browser();
    await b.post('/api/auth/password/forgot', { email: DEMO_PLAYER.email });
    const token = tokenFrom((await b.get<OutboxMail[]>('/api/dev/outbox')).body.data[0] as OutboxMail);

    const reset = await b.post('/api/auth/password/reset', { token, password: 'NewPass99&' });
    expect(reset.body).toEqual({ status: 'success', data: null, message: '' });

    expect((await other.get('/api/me')).status).toBe(401);
    expect((await b.login(DEMO_PLAYER.email, DEMO_PLAYER.password)).status).toBe(401);
    expect((await b.login(DEMO_PLAYER.email, 'NewPass99&')).status).toBe(200);

    const again = await b.post('/api/auth/password/reset', { token, password: 'Another123' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This password reset link is invalid or has expired');
  });

  it('refuses a link older than 60 minutes', async () => {
    const { browser, clock } = createTestApp();
    const b = browser();
    await b.post('/api/auth/password/forgot', { email: DEMO_PLAYER.email });
    const token = tokenFrom((await b.get<OutboxMail[]>('/api/dev/outbox')).body.data[0] as OutboxMail);
    clock.advance(61 * 60 * 1000);
    expect((await b.post('/api/auth/password/reset', { token, password: 'NewPass99&' })).status).toBe(400);
  });

  it.each([
    ['', 'Password is required'],
    ['abc1', 'Password must be at least 8 characters long'],
    ['12345678', 'Password must contain at least one letter'],
    ['abcdefgh', 'Password must contain at least one number'],
    ['abcd1234?', 'Password can only contain letters, numbers, and these special characters: !@#$%^&_*'],
  ])('refuses the new password %j with the product message', async (password, message) => {
    const res = await createTestApp().browser().post('/api/auth/password/reset', { token: 'x', password });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('shows the outbox as a readable page with clickable links', async () => {
    const { app, browser } = createTestApp();
    await browser().post('/api/auth/password/forgot', { email: DEMO_PLAYER.email });
    const res = await app.request('/dev/outbox', {}, socketFrom());
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('Reset your password');
    expect(html).toMatch(/<a href="http:\/\/casino\.test\/reset-password\?token=[\w-]+">/);
  });

  it('has no dev outbox when DEV_SERVICES is off', async () => {
    const { app } = createTestApp({ config: { devServices: false } });
    expect((await app.request('/api/dev/outbox')).status).toBe(404);
    expect((await app.request('/dev/outbox')).status).toBe(404);
  });
});
