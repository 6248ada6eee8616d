import { describe, expect, it } from 'vitest';
import { validSignUp } from '../testing/sign-up-fixtures';
import { createTestApp, type TestBrowser } from '../testing/test-app';

const confirmationToken = async (b: TestBrowser, email: string) => {
  const mails = (await b.get<{ subject: string; text: string }[]>(`/api/dev/outbox?to=${email}`)).body.data;
  const mail = mails.find((m) => m.subject === 'Confirm your email address');
  return mail?.text.match(/\/account\/confirm\?token=([\w-]+)/)?.[1] ?? '';
};

describe('email verification', () => {
  it('given a logged-in player, the emailed link confirms the account once', async () => {
    const { browser } = createTestApp();
    const b = browser();
    await b.login('demo@casino.test', 'Demo1234!');
    // The seeded demo player is confirmed already; a fresh account is not.
    const signUp = await b.post('/api/auth/register', {
      ...validSignUp('fresh'),
      login: 'fresh',
      email: 'fresh@casino.test',
    });
    expect(signUp.status).toBe(200);
    expect((await b.post('/api/me/email/verification-notification')).status).toBe(200);
    const token = await confirmationToken(b, 'fresh@casino.test');
    expect(token).not.toBe('');

    const visitor = browser();
    expect((await visitor.post('/api/users/account/confirm', { token })).status).toBe(200);
    expect((await b.get<{ emailVerified: boolean }>('/api/me')).body.data.emailVerified).toBe(true);
    const again = await visitor.post('/api/users/account/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This confirmation link is invalid or has expired');
    const resend = await b.post('/api/me/email/verification-notification');
    expect(resend.body.message).toBe('Your email address is already confirmed');
  });

  it('needs a session to send the notification', async () => {
    const res = await createTestApp().browser().post('/api/me/email/verification-notification');
    expect(res.status).toBe(401);
  });
});
