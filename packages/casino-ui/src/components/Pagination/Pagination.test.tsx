import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../../test/axe';
import { CasinoUIProvider } from '../../theme/CasinoUIProvider';
import { makeLinkComponent } from '../../theme/link';
import { Pagination, type PaginationProps } from './Pagination';

function Controlled({ initialPage = 1, ...props }: Partial<PaginationProps> & { initialPage?: number }) {
  const [page, setPage] = useState(initialPage);
  return <Pagination totalPages={10} {...props} currentPage={page} onPageChange={setPage} />;
}

/** The names of the page controls in order, with "…" for gaps, as a visitor reads the row. */
function visibleRow(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('listitem', { hidden: true })
    .map((item) => item.textContent)
    .join(' ');
}

describe('Pagination', () => {
  it('given 1 page or none, renders nothing', () => {
    const { container, rerender } = render(<Pagination currentPage={1} totalPages={1} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination currentPage={1} totalPages={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a navigation landmark with page buttons named "Page n" and the current one marked', () => {
    render(<Pagination currentPage={5} totalPages={10} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(visibleRow(nav)).toBe('Previous 1 … 4 5 6 … 10 Next');
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('hides the gaps from screen readers', () => {
    render(<Pagination currentPage={5} totalPages={10} />);
    const nav = screen.getByRole('navigation');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(7);
    expect(within(nav).getAllByRole('listitem', { hidden: true })).toHaveLength(9);
  });

  it('given the first page, disables Previous and enables Next', () => {
    render(<Pagination currentPage={1} totalPages={3} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('given the last page, disables Next', () => {
    render(<Pagination currentPage={3} totalPages={3} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('when a visitor chooses a page, Next or Previous, reports the new page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination currentPage={5} totalPages={10} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange.mock.calls).toEqual([[10], [6], [4]]);
  });

  it('walks through the pages with the keyboard alone, the range following the current page', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const nav = screen.getByRole('navigation');
    await user.tab();
    // Previous is disabled on page 1, so the first stop is page 1.
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}{Enter}{Enter}');
    expect(visibleRow(nav)).toBe('Previous 1 … 3 4 5 … 10 Next');
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(visibleRow(nav)).toBe('Previous 1 … 8 9 10 Next');
  });

  it('when Next reaches the last page, moves focus to that page instead of losing it', async () => {
    const user = userEvent.setup();
    render(<Controlled initialPage={9} />);
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveFocus();
  });

  it('clamps a current page outside the range', () => {
    render(<Pagination currentPage={42} totalPages={7} />);
    expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('takes translated texts', () => {
    render(
      <Pagination
        currentPage={2}
        totalPages={3}
        label="Paginación"
        previousLabel="Anterior"
        nextLabel="Siguiente"
        getPageLabel={(page) => `Página ${page}`}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  describe('given getPageHref', () => {
    const href = (page: number) => `/transactions?page=${page}`;

    it('renders pages, Previous and Next as links through the provider link component', () => {
      const RouterLink = makeLinkComponent(({ href: to, ...rest }, ref) => (
        <a ref={ref} href={`/app${to}`} data-router {...rest} />
      ));
      render(
        <CasinoUIProvider linkComponent={RouterLink}>
          <Pagination currentPage={2} totalPages={3} getPageHref={href} />
        </CasinoUIProvider>,
      );
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      const current = screen.getByRole('link', { name: 'Page 2' });
      expect(current).toHaveAttribute('href', '/app/transactions?page=2');
      expect(current).toHaveAttribute('aria-current', 'page');
      expect(current).toHaveAttribute('data-router');
      expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/app/transactions?page=1');
      expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/app/transactions?page=3');
    });

    it('at the ends, shows Previous or Next as a disabled link without an address', () => {
      render(<Pagination currentPage={1} totalPages={3} getPageHref={href} />);
      const previous = screen.getByRole('link', { name: 'Previous' });
      expect(previous).toHaveAttribute('aria-disabled', 'true');
      expect(previous).not.toHaveAttribute('href');
    });

    it('reports a plain click on a page link', async () => {
      const user = userEvent.setup();
      const onPageChange = vi.fn();
      render(
        <Pagination
          currentPage={1}
          totalPages={3}
          getPageHref={(page) => `#page-${page}`}
          onPageChange={onPageChange}
        />,
      );
      await user.click(screen.getByRole('link', { name: 'Page 3' }));
      expect(onPageChange).toHaveBeenCalledWith(3);
    });
  });

  it.each([
    ['few pages, first', 1, 4],
    ['near the start', 2, 12],
    ['in the middle', 6, 12],
    ['near the end', 12, 12],
  ])('has no axe violations as buttons, %s', async (_, currentPage, totalPages) => {
    const { container } = render(<Pagination currentPage={currentPage} totalPages={totalPages} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no axe violations as links at both ends', async () => {
    const { container } = render(
      <>
        <Pagination label="Bets pages" currentPage={1} totalPages={8} getPageHref={(page) => `/bets?page=${page}`} />
        <Pagination
          label="Transactions pages"
          currentPage={8}
          totalPages={8}
          getPageHref={(page) => `/transactions?page=${page}`}
        />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
