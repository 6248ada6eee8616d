import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, renderLobby } from '../../../../test/render-lobby';
import { GameSearchField } from './search-box-facade';

const game = (id: number, name: string) => ({
  id,
  alias: name.toLowerCase().replace(/ /g, '-'),
  name,
  provider: 'NetEnt',
  categories: [],
  image: `games/${id}.svg`,
});

afterEach(() => vi.unstubAllGlobals());

describe('GameSearchField', () => {
  it('given the first paint, then the box is there to type in but no search ran and no list is open', () => {
    const requests = fakeApi(() => undefined);
    renderLobby(<GameSearchField label="Search games" placeholder="Search Games" />);
    const box = screen.getByRole('combobox', { name: 'Search games' });
    expect(box).toHaveAttribute('placeholder', 'Search Games');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(requests).toEqual([]);
  });

  it('when the visitor types before the search code arrived, then the term and the focus carry over and results list', async () => {
    const requests = fakeApi((url) =>
      url.pathname === '/api/games'
        ? ok({ items: [game(1, 'Dragon Gold')], pagination: { totalItems: 1, currentPage: 1, totalPages: 1 } })
        : undefined,
    );
    renderLobby(<GameSearchField label="Search games" placeholder="Search Games" />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search games' }), 'drag');

    expect(await screen.findByRole('option', { name: /Dragon Gold/ })).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Search games' });
    expect(box).toHaveValue('drag');
    expect(box).toHaveFocus();
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('filters[0][value]')).toBe('%drag%'));
  });
});
