import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { LinkComponentContext, makeLinkComponent } from '../../theme/link';
import { CategoryBar, type CategoryBarProps } from './CategoryBar';
import type { CategoryBarCategory } from './category-bar-logic';

const categories: CategoryBarCategory[] = [
  { id: 1, alias: 'slots', name: 'Slots', img: 'cherry', is_public: 1 },
  { id: 2, alias: 'hidden', name: 'Staff Picks', img: 'star', is_public: 0 },
  { id: 3, alias: 'live', name: 'Live Casino', img: 'video', is_public: 1 },
  { id: 4, alias: 'crash', name: 'Crash', img: null, is_public: 1 },
];

/** The bar as an app uses it: it owns the chosen category. */
function Controlled(props: Partial<CategoryBarProps> & { onChange?: (alias: string | null) => void }) {
  const { onChange, ...rest } = props;
  const [selected, setSelected] = useState<string | null>(props.selected ?? null);
  return (
    <CategoryBar
      categories={categories}
      {...rest}
      selected={selected}
      onSelect={(alias) => {
        setSelected(alias);
        onChange?.(alias);
      }}
    />
  );
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Game categories' });
const button = (name: string) => screen.getByRole('button', { name });

describe('CategoryBar', () => {
  it('given categories, shows All Games first, then only the public ones, with All Games pressed', async () => {
    const { container } = render(<Controlled />);
    const names = within(toolbar())
      .getAllByRole('button')
      .map((element) => element.textContent);
    expect(names).toEqual(['All Games', 'Slots', 'Live Casino', 'Crash']);
    expect(screen.queryByRole('button', { name: 'Staff Picks' })).not.toBeInTheDocument();
    expect(button('All Games')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Slots')).toHaveAttribute('aria-pressed', 'false');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('draws each entry with its icon, gamepad-2 when a category has none', () => {
    render(<Controlled />);
    expect(button('Slots').querySelector('svg')).toHaveClass('lucide-cherry');
    expect(button('Crash').querySelector('svg')).toHaveClass('lucide-gamepad-2');
    expect(button('All Games').querySelector('svg')).toHaveClass('lucide-layout-grid');
  });

  it('when a category is pressed, selects it; All Games clears the filter with null; pressing the chosen one again does nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);

    await user.click(button('Live Casino'));
    expect(onChange).toHaveBeenLastCalledWith('live');
    expect(button('Live Casino')).toHaveAttribute('aria-pressed', 'true');
    expect(button('All Games')).toHaveAttribute('aria-pressed', 'false');

    await user.click(button('Live Casino'));
    expect(onChange).toHaveBeenCalledTimes(1);

    await user.click(button('All Games'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('is one tab stop: arrows move focus without choosing, Home and End jump, Enter and Space choose', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Controlled selected="live" onChange={onChange} />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    // The tab stop starts on the chosen entry.
    expect(button('Live Casino')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Crash')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('All Games')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(button('Crash')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('All Games')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Crash')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();

    await user.tab();
    expect(button('After')).toHaveFocus();
    await user.tab({ shift: true });
    // Focus returns to where the user left the bar.
    expect(button('Crash')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('crash');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('live');
    expect(
      within(toolbar())
        .getAllByRole('button')
        .filter((element) => element.tabIndex === 0),
    ).toHaveLength(1);
  });

  it('while loading, says "Loading categories..." and keeps All Games', async () => {
    const { container } = render(<Controlled isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading categories...');
    expect(within(toolbar()).getAllByRole('button')).toHaveLength(1);
    expect(button('All Games')).toHaveAttribute('tabindex', '0');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the translated texts it is given, such as Lobby for the first entry', () => {
    render(<Controlled allLabel="Lobby" label="Kategorien" isLoading loadingLabel="Kategorien werden geladen..." />);
    expect(screen.getByRole('toolbar', { name: 'Kategorien' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lobby' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Kategorien werden geladen...');
  });

  it('given getHref, renders links through the app link component, the current one marked as the page', async () => {
    const user = userEvent.setup();
    const RouterLink = makeLinkComponent((props, ref) => <a ref={ref} data-router-link="" {...props} />);
    const onSelect = vi.fn();
    const { container } = render(
      <LinkComponentContext.Provider value={RouterLink}>
        <CategoryBar
          categories={categories}
          selected="slots"
          onSelect={onSelect}
          getHref={(alias) => (alias === null ? '/categories' : `/categories/${alias}`)}
        />
      </LinkComponentContext.Provider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const slots = screen.getByRole('link', { name: 'Slots' });
    expect(slots).toHaveAttribute('href', '/categories/slots');
    expect(slots).toHaveAttribute('aria-current', 'page');
    expect(slots).toHaveAttribute('data-router-link');
    expect(screen.getByRole('link', { name: 'All Games' })).toHaveAttribute('href', '/categories');
    expect(screen.getByRole('link', { name: 'Live Casino' })).not.toHaveAttribute('aria-current');

    await user.tab();
    expect(slots).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Live Casino' })).toHaveFocus();
    // A router would handle the click; jsdom cannot navigate, so the page stays put.
    const stayOnPage = (event: Event) => event.preventDefault();
    document.addEventListener('click', stayOnPage);
    await user.click(screen.getByRole('link', { name: 'Crash' }));
    document.removeEventListener('click', stayOnPage);
    expect(onSelect).toHaveBeenCalledWith('crash');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given an unknown selected alias, keeps the first entry as the tab stop and presses nothing', () => {
    render(<CategoryBar categories={categories} selected="hidden" />);
    expect(button('All Games')).toHaveAttribute('tabindex', '0');
    for (const element of within(toolbar()).getAllByRole('button')) {
      expect(element).toHaveAttribute('aria-pressed', 'false');
    }
  });
});
