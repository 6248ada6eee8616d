import type { SignedInDevice, TwoStepStatus } from '@casino/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, ok, refused, server } from '../../../../test/fake-api';
import { renderAccountPage } from '../../../../test/render-account-page';
import { SecuritySections } from './security-sections';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const off: TwoStepStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
const device = (id: number, current: boolean, overrides: Partial<SignedInDevice> = {}): SignedInDevice => ({
  id,
  current,
  browser: 'Chrome 131',
  os: 'Windows 10',
  deviceType: null,
  country: 'DE',
  signedInAt: '2026-11-20T10:00:00.000Z',
  lastActiveAt: '2026-11-20T11:00:00.000Z',
  ...overrides,
});

const twoStep = () => screen.getByRole('region', { name: 'Two-step sign-in' });
const devices = () => screen.getByRole('region', { name: 'Signed-in devices' });
/** The sections show once their texts (a late catalogue) are in. */
async function render() {
  renderAccountPage(<SecuritySections />, { path: '/user/profile' });
  await screen.findByRole('region', { name: 'Two-step sign-in' });
}

describe('Profile → Security', () => {
  it('given a player without two-step sign-in, offers to turn it on and lists their devices, this one first', async () => {
    server.use(
      http.get('/api/me/two-step', () => ok(off)),
      http.get('/api/me/sessions', () =>
        ok([device(2, false, { browser: null, os: 'iOS 17.5', deviceType: 'mobile', country: null }), device(1, true)]),
      ),
    );
    await render();
    expect(await within(twoStep()).findByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();
    const rows = await within(devices()).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Chrome 131 on Windows 10');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('Approximate place: Germany');
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('iOS 17.5');
    expect(rows[1]).toHaveTextContent('Phone · Place unknown');
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Sign out iOS 17.5' })).toBeVisible();
  });

  it('shows the setup, then the recovery codes once a code confirms it', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.get('/api/me/two-step', () => ok(off)),
      http.get('/api/me/sessions', () => ok([device(1, true)])),
      http.post('/api/me/two-step/setup', () =>
        ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/casino.test:demo?secret=JBSWY3DPEHPK3PXP' }),
      ),
      http.post('/api/me/two-step/enable', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        sent.push(body);
        return body.code === '123456'
          ? ok({ recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'] })
          : refused('The code is not correct. Check that the time on your phone is right and try again.');
      }),
    );
    await render();
    await user.click(await within(twoStep()).findByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await within(twoStep()).findByRole('img', { name: /QR code to add your account/ })).toBeVisible();
    expect(within(twoStep()).getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();

    await user.click(within(twoStep()).getByRole('button', { name: 'Turn on' }));
    expect(within(twoStep()).getByText('Enter the 6-digit code')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(within(twoStep()).getByLabelText('Authentication code'), '654321');
    await user.click(within(twoStep()).getByRole('button', { name: 'Turn on' }));
    expect(await within(twoStep()).findByRole('alert')).toHaveTextContent(
      'The code is not correct. Check that the time on your phone is right and try again.',
    );
    await user.type(within(twoStep()).getByLabelText('Authentication code'), '123456');
    await user.click(within(twoStep()).getByRole('button', { name: 'Turn on' }));
    const codes = await within(twoStep()).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['abcde-fghjk', 'mnpqr-stuvw']);
  });

  it('says when two-step sign-in is on and how many recovery codes are left', async () => {
    server.use(
      http.get('/api/me/two-step', () =>
        ok({ enabled: true, enabledAt: '2026-11-20T10:00:00.000Z', recoveryCodesLeft: 1 }),
      ),
      http.get('/api/me/sessions', () => ok([device(1, true)])),
    );
    await render();
    expect(await within(twoStep()).findByText('1 unused recovery code left.')).toBeVisible();
    expect(within(twoStep()).getByText(/You are running out of recovery codes/)).toBeVisible();
    expect(within(devices()).getByText('No other device is logged in.')).toBeVisible();
    expect(within(devices()).queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });

  it('signs a device out and says so', async () => {
    const user = userEvent.setup();
    let list = [device(1, true), device(7, false, { browser: 'Firefox 133' })];
    server.use(
      http.get('/api/me/two-step', () => ok(off)),
      http.get('/api/me/sessions', () => ok(list)),
      http.delete('/api/me/sessions/7', () => {
        list = [device(1, true)];
        return ok(null);
      }),
    );
    await render();
    await user.click(await within(devices()).findByRole('button', { name: 'Sign out Firefox 133 on Windows 10' }));
    expect(await within(devices()).findByText('That device has been signed out.')).toBeVisible();
    expect(await within(devices()).findByText('No other device is logged in.')).toBeVisible();
  });

  it("signs all others out and says how many; a refusal is explained in the player's words", async () => {
    const user = userEvent.setup();
    let list = [device(1, true), device(8, false), device(9, false)];
    server.use(
      http.get('/api/me/two-step', () => ok(off)),
      http.get('/api/me/sessions', () => ok(list)),
      http.delete('/api/me/sessions/8', () => refused('Session not found', 404)),
      http.post('/api/me/sessions/sign-out-others', () => {
        list = [device(1, true)];
        return ok({ signedOut: 2 });
      }),
    );
    await render();
    await user.click((await within(devices()).findAllByRole('button', { name: /^Sign out Chrome/ }))[0] as HTMLElement);
    expect(await within(devices()).findByRole('alert')).toHaveTextContent('Signing out failed: Session not found');
    await user.click(within(devices()).getByRole('button', { name: 'Sign out all other devices' }));
    expect(await within(devices()).findByText('2 other devices have been signed out.')).toBeVisible();
    expect(within(devices()).queryByRole('alert')).toBeNull();
    expect(await within(devices()).findAllByRole('listitem')).toHaveLength(1);
  });

  it('shows what failed and offers to try again when the lists cannot be loaded', async () => {
    server.use(
      http.get('/api/me/two-step', () => refused('The server is busy. Please try again in a moment.', 503)),
      http.get('/api/me/sessions', () => refused('The server is busy. Please try again in a moment.', 503)),
    );
    await render();
    expect(await within(twoStep()).findByText('Failed to load your security settings')).toBeVisible();
    expect(await within(devices()).findByText('Failed to load your devices')).toBeVisible();
    expect(within(devices()).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
