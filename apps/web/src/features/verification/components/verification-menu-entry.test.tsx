import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { http, ok, server } from '../../../../test/fake-api';
import { renderAccountPage } from '../../../../test/render-account-page';
import { VerificationMenuEntry } from './verification-menu-entry';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await i18n.changeLanguage('en');
});
afterAll(() => server.close());

const renderEntry = () =>
  renderAccountPage(
    <ul>
      <VerificationMenuEntry linkClassName="entry" onFollow={() => {}} />
    </ul>,
    { path: '/' },
  );

describe('the account menu’s verification entry', () => {
  it.each([
    ['pending', 'Pending review'],
    ['rejected', 'Rejected'],
    ['approved', 'Approved'],
  ] as const)('for an account %s, links to the verification page and says "%s"', async (status, words) => {
    server.use(http.get('/api/me/verification', () => ok({ status, documents: [] })));
    renderEntry();
    const link = await screen.findByRole('link', { name: new RegExp(`^Identity verification\\s*${words}$`) });
    expect(link).toHaveAttribute('href', '/user/verification');
  });

  it('when the status cannot be loaded, is still the way to the page, with no status', async () => {
    server.use(http.get('/api/me/verification', () => new Response(null, { status: 500 })));
    renderEntry();
    const link = await screen.findByRole('link', { name: 'Identity verification' });
    expect(link).toHaveAttribute('href', '/user/verification');
    expect(screen.queryByText('Not submitted')).toBeNull();
  });

  it('speaks German in German', async () => {
    await i18n.changeLanguage('de');
    server.use(http.get('/api/me/verification', () => ok({ status: 'not-submitted', documents: [] })));
    renderEntry();
    expect(await screen.findByRole('link', { name: /^Identitätsprüfung/ })).toBeVisible();
  });
});
