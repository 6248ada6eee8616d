import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../../test/axe';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('given a search with no results, shows the title as a heading, the hint and the action', async () => {
    const { container } = render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No games found matching your criteria."
        description="Try adjusting your search or filters."
        action={<a href="/">Browse games</a>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'No games found matching your criteria.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse games' })).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders the title with the element it is asked for', () => {
    render(<EmptyState title="Nothing here" titleAs="h3" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing here' })).toBeInTheDocument();
  });
});
