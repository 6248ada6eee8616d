import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { LinkComponentContext, makeLinkComponent } from '../../theme/link';
import { GameCard, GameCardSkeleton } from './GameCard';

const RouterLink = makeLinkComponent((props, ref) => <a ref={ref} data-router-link="" {...props} />);

const game = {
  name: 'Starburst',
  provider: 'NetEnt',
  imageSrc: 'https://cdn.example.com/starburst.webp',
  href: '/games/starburst',
};

describe('GameCard', () => {
  it('given a game, shows one link named after it, through the app router link, with the provider as description', async () => {
    const { container } = render(
      <LinkComponentContext.Provider value={RouterLink}>
        <GameCard {...game} />
      </LinkComponentContext.Provider>,
    );
    const link = screen.getByRole('link', { name: 'Starburst' });
    expect(link).toHaveAttribute('href', '/games/starburst');
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAccessibleDescription('NetEnt');
    expect(screen.getByText('NetEnt')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reserves the artwork box and loads lazily by default', () => {
    render(<GameCard {...game} />);
    const image = screen.getByRole('img', { name: 'Starburst' });
    expect(image).toHaveAttribute('src', game.imageSrc);
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('loads eagerly with high priority when asked (first row)', () => {
    render(<GameCard {...game} loading="eager" fetchPriority="high" imageWidth={400} imageHeight={300} />);
    const image = screen.getByRole('img', { name: 'Starburst' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image.parentElement?.getAttribute('style')).toContain('400 / 300');
  });

  it('when a pointer enters or the keyboard reaches the card, asks to prefetch', async () => {
    const onPrefetch = vi.fn();
    render(<GameCard {...game} onPrefetch={onPrefetch} />);
    const link = screen.getByRole('link', { name: 'Starburst' });
    fireEvent.pointerEnter(link);
    await userEvent.tab();
    expect(link).toHaveFocus();
    expect(onPrefetch).toHaveBeenCalledTimes(2);
  });

  it('places the favourite control next to the link, not inside it', async () => {
    const { container } = render(
      <GameCard {...game} favoriteSlot={<button type="button">Add Starburst to favourites</button>} />,
    );
    const favourite = screen.getByRole('button', { name: 'Add Starburst to favourites' });
    expect(screen.getByRole('link', { name: 'Starburst' })).not.toContainElement(favourite);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a placeholder when the artwork is missing or fails to load', () => {
    const { rerender } = render(<GameCard {...game} />);
    fireEvent.error(screen.getByRole('img', { name: 'Starburst' }));
    expect(screen.queryByRole('img', { name: 'Starburst' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Starburst' })).toBeInTheDocument();

    rerender(<GameCard {...game} imageSrc="https://cdn.example.com/other.webp" />);
    expect(screen.getByRole('img', { name: 'Starburst' })).toBeInTheDocument();
  });
});

describe('GameCardSkeleton', () => {
  it('is hidden from assistive technology', async () => {
    const { container } = render(<GameCardSkeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });
});
