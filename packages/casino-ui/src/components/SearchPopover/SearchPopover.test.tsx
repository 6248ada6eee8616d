import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../../test/axe';
import { SearchPopover, type SearchPopoverProps, type SearchPopoverResult } from './SearchPopover';

// jsdom has no ResizeObserver; Radix's positioning (floating-ui) watches the anchor's size with one.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const games: SearchPopoverResult[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Starburst ${index + 1}`,
  provider: index % 2 === 0 ? 'NetEnt' : 'Pragmatic Play',
  imageSrc: index === 1 ? undefined : `https://cdn.example.com/starburst-${index + 1}.webp`,
  href: `/games/starburst-${index + 1}`,
}));

type HarnessProps = Partial<SearchPopoverProps> & {
  /** Fake search: results for any term of 2+ characters containing "star". */
  data?: SearchPopoverResult[];
};

function Harness({ data = games, onSelect = () => {}, ...props }: HarnessProps) {
  const [term, setTerm] = useState(props.term ?? '');
  const results = term.toLowerCase().includes('star') ? data : [];
  return (
    <>
      <SearchPopover term={term} onTermChange={setTerm} results={results} onSelect={onSelect} {...props} />
      <button type="button">Elsewhere</button>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Search Games' });

/** The popup the combobox controls. */
function popup(): HTMLElement {
  const element = document.getElementById(combobox().getAttribute('aria-controls') ?? '');
  if (!element) throw new Error('the popup is not open');
  return element;
}

describe('SearchPopover', () => {
  it('shows an input with the "Search Games" placeholder and a closed list', async () => {
    const { container } = render(<Harness />);
    expect(combobox()).toHaveAttribute('placeholder', 'Search Games');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a term under 2 trimmed characters, shows nothing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(combobox(), ' s ');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('No games found')).not.toBeInTheDocument();
  });

  it('when the visitor types, opens with at most 10 games, each with its name, provider and image', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.type(combobox(), 'star');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Search Games' });
    // The popup the input controls is the list box itself, so its scrolling is the combobox's (docs/product.md#accessibility).
    expect(popup()).toBe(listbox);
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(10);
    expect(options[0]).toHaveAccessibleName('Starburst 1 NetEnt');
    expect(options[0]?.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/starburst-1.webp');
    // No artwork: a placeholder icon instead of a broken image.
    expect(options[1]?.querySelector('img')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('10 games found');
    expect(await axeViolations(container)).toEqual([]);
    expect(await axeViolations(popup())).toEqual([]);
  });

  it('respects maxResults', async () => {
    const user = userEvent.setup();
    render(<Harness maxResults={3} />);
    await user.type(combobox(), 'star');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('while searching, shows "Searching..."', async () => {
    const { container } = render(<Harness term="star" isSearching defaultOpen />);
    expect(within(popup()).getByText('Searching...')).toBeVisible();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    expect(await axeViolations(container)).toEqual([]);
    expect(await axeViolations(popup())).toEqual([]);
  });

  it('given a long enough term with no match, shows "No games found"', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.type(combobox(), 'zz');
    expect(within(popup()).getByText('No games found')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No games found');
    expect(await axeViolations(container)).toEqual([]);
    expect(await axeViolations(popup())).toEqual([]);
  });

  it('opens on focus when a term is already there', async () => {
    const user = userEvent.setup();
    render(<Harness term="star" />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('with the keyboard: ArrowDown and ArrowUp move the active option while focus stays in the input, Enter chooses', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} data={games.slice(0, 3)} />);
    await user.type(combobox(), 'star');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Wraps from the last option to the first.
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[2]?.id);

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(games[2]);
    expect(combobox()).toHaveValue('');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveFocus();
  });

  it('Enter with no active option chooses nothing', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.type(combobox(), 'star{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(combobox()).toHaveValue('star');
  });

  it('a new term resets the active option', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(combobox(), 'star{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant');
    await user.type(combobox(), 'x');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
  });

  it('when the visitor clicks a game, calls onSelect, clears the term and closes', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.type(combobox(), 'star');
    await user.click(screen.getByRole('option', { name: /Starburst 4/ }));
    expect(onSelect).toHaveBeenCalledWith(games[3]);
    expect(combobox()).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Escape closes; a second Escape clears the term', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(combobox(), 'star');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(combobox()).toHaveValue('star');
    expect(combobox()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
  });

  it('ArrowDown reopens a closed list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(combobox(), 'star{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a click outside, and stays open on a click in the input', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(combobox(), 'star');
    await user.click(combobox());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('closes when focus leaves with Tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(combobox(), 'star');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  describe('direction (threshold 200 px)', () => {
    const placeInput = (top: number, height = 44) =>
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
        top,
        bottom: top + height,
        left: 0,
        right: 300,
        width: 300,
        height,
        x: 0,
        y: top,
        toJSON: () => ({}),
      });

    afterEach(() => vi.restoreAllMocks());

    it('given the input near the bottom of the window, opens upward', async () => {
      const user = userEvent.setup();
      placeInput(window.innerHeight - 100);
      render(<Harness />);
      await user.type(combobox(), 'star');
      expect(popup()).toHaveAttribute('data-direction', 'up');
    });

    it('given room below, opens downward', async () => {
      const user = userEvent.setup();
      placeInput(100);
      render(<Harness />);
      await user.type(combobox(), 'star');
      expect(popup()).toHaveAttribute('data-direction', 'down');
    });

    it('re-measures when the window resizes', async () => {
      const user = userEvent.setup();
      placeInput(100);
      render(<Harness />);
      await user.type(combobox(), 'star');
      expect(popup()).toHaveAttribute('data-direction', 'down');
      placeInput(window.innerHeight - 54);
      window.dispatchEvent(new Event('resize'));
      await waitFor(() => expect(popup()).toHaveAttribute('data-direction', 'up'));
    });
  });

  it('renders the results in place, inside the field’s own box (and landmark), so it keeps the brand', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <header>
        <Harness />
      </header>,
    );
    await user.type(combobox(), 'star');
    expect(within(screen.getByRole('banner')).getByRole('listbox')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});
