import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../../test/axe';
import { SearchDialog, type SearchDialogProps, type SearchDialogResult } from './SearchDialog';

const categories = [
  { alias: 'slots', name: 'Slots' },
  { alias: 'live', name: 'Live Casino' },
];
const providers = [{ name: 'NetEnt' }, { name: 'Pragmatic Play' }];
const games: SearchDialogResult[] = Array.from({ length: 4 }, (_, index) => ({
  id: index + 1,
  name: `Starburst ${index + 1}`,
  provider: 'NetEnt',
  imageSrc: `https://cdn.example.com/starburst-${index + 1}.webp`,
  href: `/games/starburst-${index + 1}`,
}));

function Harness(props: Partial<SearchDialogProps>) {
  const [open, setOpen] = useState(props.open ?? true);
  const [term, setTerm] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [provider, setProvider] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <p>
        Filters: {term || '-'} / {category ?? 'all'} / {provider ?? 'all'}
      </p>
      <SearchDialog
        term={term}
        onTermChange={setTerm}
        results={games}
        categories={categories}
        selectedCategory={category}
        onCategoryChange={setCategory}
        providers={providers}
        selectedProvider={provider}
        onProviderChange={setProvider}
        {...props}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Search games' });

describe('SearchDialog', () => {
  it('given it opens, then the search box has focus and the visitor can type at once', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = within(dialog()).getByRole('searchbox', { name: 'Search games...' });
    expect(box).toHaveAttribute('placeholder', 'Search games...');
    await waitFor(() => expect(box).toHaveFocus());
    await user.keyboard('star');
    expect(screen.getByText('Filters: star / all / all')).toBeInTheDocument();
    expect(await axeViolations(dialog())).toEqual([]);
  });

  it('shows the results as a list of game links with the count', () => {
    render(<Harness totalCount={123} />);
    const list = within(dialog()).getByRole('list', { name: 'Games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByRole('link', { name: 'Starburst 1' })).toHaveAttribute('href', '/games/starburst-1');
    expect(within(dialog()).getByRole('status')).toHaveTextContent('123 games');
  });

  it('formats the count with the given formatter', () => {
    render(<Harness formatResultCount={(count) => `${count} Spiele`} />);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('4 Spiele');
  });

  it('"All Games" comes first and means no category; choosing one calls back with its alias', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const group = within(dialog()).getByRole('group', { name: 'Categories' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['All Games', 'Slots', 'Live Casino']);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(group).getByRole('button', { name: 'Live Casino' }));
    expect(screen.getByText('Filters: - / live / all')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Live Casino' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(group).getByRole('button', { name: 'All Games' }));
    expect(screen.getByText('Filters: - / all / all')).toBeInTheDocument();
  });

  it('the provider dropdown starts with "All providers", which means no filter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const select = within(dialog()).getByRole('combobox', { name: 'Provider' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All providers', 'NetEnt', 'Pragmatic Play']);
    await user.selectOptions(select, 'Pragmatic Play');
    expect(screen.getByText('Filters: - / all / Pragmatic Play')).toBeInTheDocument();
    await user.selectOptions(select, 'All providers');
    expect(screen.getByText('Filters: - / all / all')).toBeInTheDocument();
  });

  it('with more pages, "Load More" asks for the next page; while it loads the button is busy', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    const { rerender } = render(<Harness hasMore onLoadMore={onLoadMore} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Load More' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(<Harness hasMore onLoadMore={onLoadMore} isLoadingMore />);
    const busy = within(dialog()).getByRole('button', { name: /Load More/ });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(await axeViolations(dialog())).toEqual([]);
  });

  it('without more pages, there is no "Load More"', () => {
    render(<Harness hasMore={false} />);
    expect(within(dialog()).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('while the first search runs, says "Searching..."', async () => {
    render(<Harness results={[]} isSearching />);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Searching...');
    expect(within(dialog()).queryByRole('list', { name: 'Games' })).not.toBeInTheDocument();
    expect(await axeViolations(dialog())).toEqual([]);
  });

  it('while a new search runs over earlier results, keeps them, marked busy', () => {
    render(<Harness isSearching />);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Searching...');
    const list = within(dialog()).getByRole('list', { name: 'Games' });
    expect(list.parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('given no match, shows the empty state', async () => {
    render(<Harness results={[]} />);
    expect(within(dialog()).getByRole('heading', { name: 'No games found matching your criteria.' })).toBeVisible();
    expect(within(dialog()).getByText('Try adjusting your search or filters.')).toBeVisible();
    expect(within(dialog()).getByRole('status')).toHaveTextContent('0 games');
    expect(await axeViolations(dialog())).toEqual([]);
  });

  it('draws custom results with renderResult', () => {
    render(<Harness renderResult={(game) => <span>Custom {game.name}</span>} />);
    expect(within(dialog()).getAllByRole('listitem')[0]).toHaveTextContent('Custom Starburst 1');
  });

  it('Escape closes it and gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(<Harness open={false} />);
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes translated texts', () => {
    render(
      <Harness
        results={[]}
        title="Spiele suchen"
        searchLabel="Spiele suchen..."
        allCategoriesText="Alle Spiele"
        allProvidersText="Alle Anbieter"
        providerLabel="Anbieter"
        emptyTitle="Keine Spiele gefunden."
      />,
    );
    const named = screen.getByRole('dialog', { name: 'Spiele suchen' });
    expect(within(named).getByRole('searchbox', { name: 'Spiele suchen...' })).toBeInTheDocument();
    expect(within(named).getByRole('button', { name: 'Alle Spiele' })).toBeInTheDocument();
    expect(within(named).getByRole('combobox', { name: 'Anbieter' })).toHaveDisplayValue('Alle Anbieter');
    expect(within(named).getByRole('heading', { name: 'Keine Spiele gefunden.' })).toBeInTheDocument();
  });
});
