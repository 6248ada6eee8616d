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

const artwork = (container: HTMLElement) => {
  const image = container.querySelector('img');
  if (!image) throw new Error('no artwork rendered');
  return image;
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
    const { container } = render(<GameCard {...game} />);
    const image = artwork(container);
    // The link's visible text already names the game; the artwork is decorative so the name is read once.
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('src', game.imageSrc);
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('loads eagerly with high priority when asked (first row)', () => {
    const { container } = render(
      <GameCard {...game} loading="eager" fetchPriority="high" imageWidth={400} imageHeight={300} />,
    );
    const image = artwork(container);
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
    const { container, rerender } = render(<GameCard {...game} />);
    fireEvent.error(artwork(container));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Starburst' })).toBeInTheDocument();

    rerender(<GameCard {...game} imageSrc="https://cdn.example.com/other.webp" />);
    expect(artwork(container)).toHaveAttribute('src', 'https://cdn.example.com/other.webp');
  });
});

describe('GameCardSkeleton', () => {
  it('is hidden from assistive technology', async () => {
    const { container } = render(<GameCardSkeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });
});
