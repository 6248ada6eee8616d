import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, renderLobby } from '../../../../test/render-lobby';
import { CategoriesPage } from './categories-page';
import { ProvidersPage } from './providers-page';
import { CATEGORY_TILES_WHILE_LOADING, PROVIDER_TILES_WHILE_LOADING } from './tile-skeleton';

afterEach(() => vi.unstubAllGlobals());

/** An API whose answers never come: the page stays in its loading state. */
const silentApi = () => fakeApi(() => new Promise<never>(() => {}) as never);

describe('while a list of tiles loads', () => {
  it.each([
    ['categories', <CategoriesPage key="c" />, 'Loading categories', CATEGORY_TILES_WHILE_LOADING],
    ['providers', <ProvidersPage key="p" />, 'Loading', PROVIDER_TILES_WHILE_LOADING],
  ])('the %s page draws its tiles as placeholders, announced as loading', async (_, page, label, count) => {
    silentApi();
    renderLobby(page);
    const status = await screen.findByRole('status', { name: new RegExp(`^${label}`) });
    expect(within(status).queryAllByRole('listitem', { hidden: true })).toHaveLength(count);
  });

  it('the categories page then lists what arrived in their place', async () => {
    fakeApi((url) =>
      url.pathname === '/api/games/categories'
        ? ok([
            {
              id: 1,
              alias: 'slots',
              name: 'Slots',
              img: 'cherry',
              is_public: 1,
              created_at: '2026-01-01',
              updated_at: '2026-01-01',
            },
          ])
        : undefined,
    );
    renderLobby(<CategoriesPage />);
    expect(await screen.findByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/categories/slots');
    expect(screen.queryByRole('status', { name: /^Loading categories/ })).toBeNull();
  });
});
