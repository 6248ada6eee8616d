import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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

  it.each([
    { selected: 'the whole term', start: 0, end: 4 },
    { selected: 'nothing, the caret mid-word', start: 2, end: 2 },
  ])(
    'when the search code arrives while $selected is selected, then the real box keeps that selection',
    async ({ start, end }) => {
      fakeApi(() => undefined);
      renderLobby(<GameSearchField label="Search games" placeholder="Search Games" />);
      const facade = screen.getByRole('combobox', { name: 'Search games' }) as HTMLInputElement;
      // Focus asks for the real box's code; the visitor types and selects before it arrives (to type over the term).
      act(() => facade.focus());
      fireEvent.change(facade, { target: { value: 'phan' } });
      facade.setSelectionRange(start, end);

      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search games' })).not.toBe(facade));
      const box = screen.getByRole('combobox', { name: 'Search games' }) as HTMLInputElement;
      await waitFor(() => expect(box).toHaveFocus());
      expect(box).toHaveValue('phan');
      expect([box.selectionStart, box.selectionEnd]).toEqual([start, end]);
    },
  );
});
