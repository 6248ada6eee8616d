import type { User } from '@casino/api-contract';
import { Money, Pagination, ToastProvider } from '@casino/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue, playerQuery } from '@/features/auth';
import { i18n } from '@/lib/i18n';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/language-storage';
import { createQueryClient } from '@/lib/query-client';
import { http, ok, server } from '../../../test/fake-api';
import { demoPlayer, fakeAuth } from '../../../test/fake-auth';
import { LanguageSwitch } from './language-switch';
import { LanguageSync } from './language-sync';
import { LocalizedUIProvider } from './localized-ui-provider';

function renderWithSwitch(auth: AuthContextValue) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ mutations: { retry: false } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LocalizedUIProvider>
          <ToastProvider>
            <AuthContext.Provider value={auth}>
              <LanguageSync />
              <LanguageSwitch />
              <Money minorUnits={123450} />
              <Pagination currentPage={1} totalPages={3} onPageChange={() => {}} />
            </AuthContext.Provider>
          </ToastProvider>
        </LocalizedUIProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

const visitor = () => fakeAuth({ status: 'unauthenticated', user: null });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  server.resetHandlers();
  await i18n.changeLanguage('en');
});
afterAll(() => server.close());

describe('given a visitor', () => {
  it('when they choose Deutsch, the library texts, the amounts and <html lang> change at once and the choice is kept', async () => {
    const user = userEvent.setup();
    renderWithSwitch(visitor());
    expect(screen.getByText('$1,234.50')).toBeVisible();
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');

    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(screen.getByRole('navigation', { name: 'Seitennavigation' })).toHaveTextContent('Weiter');
    expect(screen.getByText('1.234,50 $')).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });
});

describe('given a logged-in player', () => {
  it('when they choose Deutsch, the profile is saved with lang de and the session holds the saved player', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/me/profile', async ({ request }) => {
        bodies.push(await request.json());
        return ok({ ...demoPlayer, lang: 'de' } satisfies User);
      }),
    );
    const user = userEvent.setup();
    const { queryClient } = renderWithSwitch(fakeAuth());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');

    await waitFor(() => expect(bodies).toEqual([{ lang: 'de' }]));
    // The answer replaces the one copy of the player (no second request to keep another copy in step).
    await waitFor(() => expect(queryClient.getQueryData(playerQuery().queryKey)).toMatchObject({ lang: 'de' }));
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  });

  it('when the save fails, a German toast says so and German stays on screen and on the device', async () => {
    server.use(http.put('/api/me/profile', () => new Response(null, { status: 503 })));
    const user = userEvent.setup();
    renderWithSwitch(fakeAuth());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');

    expect(
      await screen.findByText(
        'Ihre Sprache konnte nicht in Ihrem Profil gespeichert werden. Auf diesem Gerät bleibt Deutsch eingestellt.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });

  it('whose profile says de, the UI adopts German when the session starts', async () => {
    renderWithSwitch(fakeAuth({ user: { ...demoPlayer, lang: 'de' } }));
    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });
});
