import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { LocaleContext } from '../../theme/i18n';
import { LinkComponentContext, makeLinkComponent } from '../../theme/link';
import { GameCarousel } from './GameCarousel';

/*
 * jsdom has no layout, so embla cannot measure anything there. A stand-in API lets the tests drive what embla would
 * report (can it scroll, which way) and check what the buttons and keys ask of it; real scrolling is covered by the
 * stories in a browser.
 */
const embla = vi.hoisted(() => {
  type Listener = (api: unknown) => void;
  const listeners = new Map<string, Set<Listener>>();
  const api = {
    canPrev: false,
    canNext: false,
    canScrollPrev: () => api.canPrev,
    canScrollNext: () => api.canNext,
    scrollPrev: vi.fn(),
    scrollNext: vi.fn(),
    scrollTo: vi.fn(),
    scrollSnapList: () => [0, 0.5, 1],
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return api;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return api;
    },
    emit(event: string) {
      for (const listener of listeners.get(event) ?? []) listener(api);
    },
  };
  // `viewport` is the element the component handed to embla (null until it starts embla).
  return { api, mounted: { current: true }, viewport: { current: null as HTMLElement | null } };
});

vi.mock('embla-carousel-react', async () => {
  const { useState } = await import('react');
  return {
    // Like the real hook: an API only once the viewport element has been given to it through the ref.
    default: function useEmblaStandIn() {
      const [viewport, setViewport] = useState<HTMLElement | null>(null);
      embla.viewport.current = viewport;
      return [setViewport, embla.mounted.current && viewport ? embla.api : undefined];
    },
  };
});

/** The idle callbacks the carousels asked for (jsdom has none of its own), held until `idle()` lets them run. */
const pendingIdle: Array<() => void> = [];
const idle = () =>
  act(() => {
    for (const callback of pendingIdle.splice(0)) callback();
  });

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  embla.api.canPrev = false;
  embla.api.canNext = true;
  embla.mounted.current = true;
  embla.viewport.current = null;
  embla.api.scrollPrev.mockClear();
  embla.api.scrollNext.mockClear();
  embla.api.scrollTo.mockClear();
  mockReducedMotion(false);
  pendingIdle.length = 0;
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: () => void) => pendingIdle.push(callback)),
  );
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});

afterEach(() => {
  // Unmounted first: a carousel still waiting for idle cancels its callback through the stub.
  cleanup();
  vi.unstubAllGlobals();
});

const games = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  name: `Game ${index + 1}`,
  provider: 'Nebula Spins',
  imageSrc: `https://cdn.example.com/game-${index + 1}.webp`,
  href: `/games/game-${index + 1}`,
}));

const RouterLink = makeLinkComponent((props, ref) => <a ref={ref} data-router-link="" {...props} />);

const renderCarousel = (props: Partial<Parameters<typeof GameCarousel>[0]> = {}) =>
  render(
    <LinkComponentContext.Provider value={RouterLink}>
      <GameCarousel games={games} title="Popular Games" seeAllHref="/categories/popular" {...props} />
    </LinkComponentContext.Provider>,
  );

describe('GameCarousel', () => {
  it('given 20 games, shows a carousel region named by its heading with 15 games and a See All card', async () => {
    const { container } = renderCarousel();
    const region = screen.getByRole('region', { name: 'Popular Games' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('heading', { level: 2, name: 'Popular Games' })).toBeInTheDocument();

    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(16);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Game 1' })).toHaveAttribute(
      'href',
      '/games/game-1',
    );
    expect(screen.queryByRole('link', { name: 'Game 16' })).not.toBeInTheDocument();

    const seeAll = within(items[15] as HTMLElement).getByRole('link', { name: 'See All' });
    expect(seeAll).toHaveAttribute('href', '/categories/popular');
    expect(seeAll).toHaveAttribute('data-router-link');
    expect(seeAll).toHaveAccessibleDescription('Popular Games');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given maxItems 5, shows 4 games and the See All card', () => {
    renderCarousel({ maxItems: 5 });
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('See All');
  });

  it('without a heading, is named by aria-label and uses the translated texts it is given', () => {
    renderCarousel({
      title: undefined,
      'aria-label': 'Neue Spiele',
      roleDescription: 'Karussell',
      seeAllLabel: 'Alle ansehen',
      previousLabel: 'Vorherige Spiele',
      nextLabel: 'Nächste Spiele',
    });
    expect(screen.getByRole('region', { name: 'Neue Spiele' })).toHaveAttribute('aria-roledescription', 'Karussell');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle ansehen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorherige Spiele' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Spiele' })).toBeInTheDocument();
  });

  it('before embla has measured, both buttons are disabled', () => {
    embla.mounted.current = false;
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Previous games' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next games' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('starts embla only at the first idle moment, so nothing is measured while the page renders', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next games' });
    expect(embla.viewport.current).toBeNull();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    idle();
    expect(embla.viewport.current).toBe(screen.getByRole('group', { name: 'Popular Games' }));
    expect(next).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    ['a pointer enters it', (region: HTMLElement) => fireEvent.pointerEnter(region)],
    ['a finger touches it', (region: HTMLElement) => fireEvent.touchStart(region)],
    ['the focus reaches it', () => screen.getByRole('link', { name: 'Game 1' }).focus()],
  ])('starts embla at once when %s, without waiting for idle', (_, reach) => {
    renderCarousel();
    act(() => reach(screen.getByRole('region', { name: 'Popular Games' })));
    expect(embla.viewport.current).toBe(screen.getByRole('group', { name: 'Popular Games' }));
    expect(screen.getByRole('button', { name: 'Next games' })).not.toHaveAttribute('aria-disabled');
  });

  it('while the games load, waits for them, then for the next idle moment: not in the render that shows them', () => {
    const { rerender } = renderCarousel({ isLoading: true });
    idle();
    expect(embla.viewport.current).toBeNull();
    rerender(
      <LinkComponentContext.Provider value={RouterLink}>
        <GameCarousel games={games} title="Popular Games" seeAllHref="/categories/popular" />
      </LinkComponentContext.Provider>,
    );
    expect(screen.getByRole('link', { name: 'Game 1' })).toBeInTheDocument();
    expect(embla.viewport.current).toBeNull();
    idle();
    expect(embla.viewport.current).toBe(screen.getByRole('group', { name: 'Popular Games' }));
  });

  it('reached while its games load, starts embla as soon as they are shown', () => {
    const { rerender } = renderCarousel({ isLoading: true });
    act(() => fireEvent.pointerEnter(screen.getByRole('region', { name: 'Popular Games' })));
    rerender(
      <LinkComponentContext.Provider value={RouterLink}>
        <GameCarousel games={games} title="Popular Games" seeAllHref="/categories/popular" />
      </LinkComponentContext.Provider>,
    );
    expect(embla.viewport.current).toBe(screen.getByRole('group', { name: 'Popular Games' }));
  });

  it('starting and scrolling the row renders its buttons again, not its cards', () => {
    const renderFavorite = vi.fn((game: { name: string }) => <button type="button">Favourite {game.name}</button>);
    renderCarousel({ renderFavorite });
    const firstRender = renderFavorite.mock.calls.length;
    expect(firstRender).toBeGreaterThanOrEqual(15);
    idle();
    embla.api.canPrev = true;
    act(() => embla.api.emit('select'));
    expect(screen.getByRole('button', { name: 'Previous games' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Favourite Game 1' })).toBeInTheDocument();
    expect(renderFavorite).toHaveBeenCalledTimes(firstRender);
  });

  it('at the start, only Next works; after a scroll to the end, only Previous works', async () => {
    const user = userEvent.setup();
    renderCarousel();
    idle();
    const previous = screen.getByRole('button', { name: 'Previous games' });
    const next = screen.getByRole('button', { name: 'Next games' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('aria-disabled');

    await user.click(previous);
    expect(embla.api.scrollPrev).not.toHaveBeenCalled();
    await user.click(next);
    expect(embla.api.scrollNext).toHaveBeenCalledWith(false);

    embla.api.canPrev = true;
    embla.api.canNext = false;
    act(() => embla.api.emit('select'));
    expect(previous).not.toHaveAttribute('aria-disabled');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // Still focusable at the end, so the keyboard user is not thrown back to the page.
    next.focus();
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    await user.click(previous);
    expect(embla.api.scrollPrev).toHaveBeenCalledWith(false);
  });

  it('given reduced motion, jumps instead of animating', async () => {
    mockReducedMotion(true);
    const user = userEvent.setup();
    renderCarousel();
    idle();
    await user.click(screen.getByRole('button', { name: 'Next games' }));
    expect(embla.api.scrollNext).toHaveBeenCalledWith(true);
  });

  it('reaches the buttons, the row and every card with Tab; arrow keys on the row scroll it, on a card they do not', async () => {
    const user = userEvent.setup();
    renderCarousel({ maxItems: 3 });
    idle();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous games' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next games' })).toHaveFocus();
    await user.tab();
    const row = screen.getByRole('group', { name: 'Popular Games' });
    expect(row).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowLeft}');
    expect(embla.api.scrollPrev).toHaveBeenCalledTimes(1);
    await user.keyboard('{End}');
    expect(embla.api.scrollTo).toHaveBeenLastCalledWith(2, false);
    await user.keyboard('{Home}');
    expect(embla.api.scrollTo).toHaveBeenLastCalledWith(0, false);

    await user.tab();
    expect(screen.getByRole('link', { name: 'Game 1' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Game 2' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'See All' })).toHaveFocus();
  });

  it('in a right-to-left locale, ArrowLeft scrolls on and ArrowRight scrolls back', async () => {
    const user = userEvent.setup();
    render(
      <LocaleContext.Provider value="ar-EG">
        <LinkComponentContext.Provider value={RouterLink}>
          <GameCarousel games={games} title="Popular Games" seeAllHref="/categories/popular" />
        </LinkComponentContext.Provider>
      </LocaleContext.Provider>,
    );
    idle();
    act(() => screen.getByRole('group', { name: 'Popular Games' }).focus());
    await user.keyboard('{ArrowLeft}');
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    expect(embla.api.scrollPrev).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}');
    expect(embla.api.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('loads the first eagerCount artworks eagerly with high priority and the rest lazily', () => {
    const { container } = renderCarousel({ eagerCount: 2 });
    const images = container.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'eager');
    expect(images[2]).toHaveAttribute('loading', 'lazy');
    expect(images[2]).not.toHaveAttribute('fetchpriority');
  });

  it('loads every artwork lazily by default', () => {
    const { container } = renderCarousel();
    for (const image of container.querySelectorAll('img')) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('while loading, shows placeholders in the same row, says so once and cannot scroll', async () => {
    const { container } = renderCarousel({ isLoading: true, maxItems: 6 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    expect(screen.getByRole('region', { name: 'Popular Games' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(container.querySelectorAll('li')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Next games' })).toHaveAttribute('aria-disabled', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks to prefetch the game a pointer or the keyboard reaches, and renders a favourite control per game', async () => {
    const onPrefetch = vi.fn();
    renderCarousel({
      maxItems: 2,
      onPrefetch,
      renderFavorite: (game) => <button type="button">{`Add ${game.name} to favourites`}</button>,
    });
    // Focus also starts the row's embla (a state update), hence act.
    act(() => screen.getByRole('link', { name: 'Game 1' }).focus());
    expect(onPrefetch).toHaveBeenCalledWith(games[0]);
    expect(screen.getByRole('button', { name: 'Add Game 1 to favourites' })).toBeInTheDocument();
  });
});
